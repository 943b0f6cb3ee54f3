// PDF pages to PNG images and text with MuPDF (WebAssembly: no system library, so PDF imports work everywhere).
import fs from 'node:fs/promises';
import path from 'node:path';
import type * as Mupdf from 'mupdf';
import sharp from 'sharp';
import { SlideImportError } from './errors';
import { joinParagraphs } from './xml';

export interface RenderedPage {
  imagePath: string;
  width: number;
  height: number;
  text: string;
}

/** MuPDF's WebAssembly takes about 40 MB once loaded: a server that imports no PDF never loads it. */
const loadMupdf = (): Promise<typeof Mupdf> => import('mupdf');

/** Opens a PDF, refusing encrypted, unreadable and page-less ones with their codes. */
export async function openPdf(bytes: Uint8Array): Promise<Mupdf.Document> {
  const mupdf = await loadMupdf();
  let doc: Mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    throw new SlideImportError('corrupt', `The PDF cannot be read: ${(error as Error).message}`, { cause: error });
  }
  if (doc.needsPassword()) {
    doc.destroy();
    throw new SlideImportError('passwordProtected', 'The PDF is encrypted with a password');
  }
  return doc;
}

export async function countPdfPages(bytes: Uint8Array): Promise<number> {
  const doc = await openPdf(bytes);
  try {
    return doc.countPages();
  } catch (error) {
    throw new SlideImportError('corrupt', `The PDF's page tree cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    doc.destroy();
  }
}

/** Page width / height of the first page, the deck's aspect. */
export function pageAspect(doc: Mupdf.Document): number {
  const page = doc.loadPage(0);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    return (x1 - x0) / (y1 - y0);
  } finally {
    page.destroy();
  }
}

/** Renders page `index` to `imagePath` exactly `height` px high, and reads its text in reading order. */
export async function renderPdfPage(
  doc: Mupdf.Document,
  index: number,
  options: { imagePath: string; height: number },
): Promise<RenderedPage> {
  const mupdf = await loadMupdf();
  const page = doc.loadPage(index);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const width = Math.max(1, Math.round((options.height * (x1 - x0)) / (y1 - y0)));
    const scale = options.height / (y1 - y0);
    // Slides are opaque: rendering without alpha gives them the white paper they are shown on.
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    let png: Uint8Array;
    try {
      png = pixmap.asPNG();
      // MuPDF rounds the page box outwards, which can add a pixel: the caller asked for an exact height.
      if (pixmap.getWidth() !== width || pixmap.getHeight() !== options.height) {
        png = await sharp(png).resize(width, options.height, { fit: 'fill' }).png().toBuffer();
      }
    } finally {
      pixmap.destroy();
    }
    await fs.mkdir(path.dirname(options.imagePath), { recursive: true });
    await fs.writeFile(options.imagePath, png);
    const structured = page.toStructuredText('preserve-whitespace');
    const text = joinParagraphs([structured.asText()]);
    structured.destroy();
    return { imagePath: options.imagePath, width, height: options.height, text };
  } catch (error) {
    if (error instanceof SlideImportError) throw error;
    throw new SlideImportError('corrupt', `PDF page ${index + 1} cannot be rendered: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    page.destroy();
  }
}
