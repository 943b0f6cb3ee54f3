// The deck's real format from its bytes, whatever its name says, and its page count before anything is rendered.
import fs from 'node:fs/promises';
import { SlideImportError } from './errors';
import { countOdpPages } from './odp-text';
import { countPdfPages } from './pdf';
import { countPptxSlides } from './pptx-text';
import { isZip, readZipEntries } from './zip';

export type SlideFormat = 'pptx' | 'ppt' | 'odp' | 'pdf';

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const ODP_MIME = /^application\/vnd\.oasis\.opendocument\.presentation(-template)?$/;
const OOXML_PRESENTATION =
  /presentationml\.(presentation|slideshow|template)\.main\+xml|ms-powerpoint\.(presentation|slideshow|template)\.macroEnabled\.main\+xml/;

const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/**
 * Compound File Binary files hold both PowerPoint 97-2003 decks and password-protected OOXML files (an
 * EncryptedPackage stream instead of a zip), so the directory's stream names tell them apart.
 */
function cfbFormat(bytes: Buffer): SlideFormat {
  if (bytes.includes(utf16('EncryptedPackage')) || bytes.includes(utf16('EncryptionInfo'))) {
    throw new SlideImportError('passwordProtected', 'The deck is an encrypted Office file');
  }
  if (bytes.includes(utf16('PowerPoint Document'))) return 'ppt';
  throw new SlideImportError('unsupportedFormat', 'The file is an Office 97-2003 file but not a PowerPoint deck');
}

async function zipFormat(bytes: Buffer): Promise<SlideFormat> {
  const entries = await readZipEntries(bytes, (name) => name === 'mimetype' || name === '[Content_Types].xml');
  if (ODP_MIME.test(entries.get('mimetype')?.trim() ?? '')) return 'odp';
  if (OOXML_PRESENTATION.test(entries.get('[Content_Types].xml') ?? '')) return 'pptx';
  throw new SlideImportError(
    'unsupportedFormat',
    'The zip file is neither a PowerPoint nor an OpenDocument presentation',
  );
}

/**
 * The format of the deck at `filePath`, from magic numbers and the zip's content types, never its name.
 * Throws `unsupportedFormat`; also `empty` for a file of 0 bytes and `passwordProtected` for encrypted OOXML,
 * which is recognisable only at this stage.
 */
export async function detectSlideFormat(filePath: string): Promise<SlideFormat> {
  const bytes = await fs.readFile(filePath);
  if (!bytes.length) throw new SlideImportError('empty', 'The file is empty');
  if (bytes.subarray(0, PDF_HEADER_WINDOW).includes('%PDF-')) return 'pdf';
  if (isZip(bytes)) return zipFormat(bytes);
  if (bytes.subarray(0, CFB_MAGIC.length).equals(CFB_MAGIC)) return cfbFormat(bytes);
  throw new SlideImportError('unsupportedFormat', 'The file is not a PPTX, PPT, ODP or PDF deck');
}

/** Slides listed by a PPTX or ODP, pages of a PDF; a PPT has to be converted first (see convertPptToPptx). */
export async function countDeckPages(bytes: Uint8Array, format: Exclude<SlideFormat, 'ppt'>): Promise<number> {
  if (format === 'pptx') return countPptxSlides(bytes);
  if (format === 'odp') return countOdpPages(bytes);
  return countPdfPages(bytes);
}
