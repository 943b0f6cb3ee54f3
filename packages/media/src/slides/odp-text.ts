// Text and speaker notes of an OpenDocument presentation, read from its content.xml.
import { SlideImportError } from './errors';
import { findAll, isElement, joinParagraphs, parseXml, type XmlElement } from './xml';
import { readZipEntries } from './zip';
import type { SlideText } from './slide-text';

const CONTENT = 'content.xml';
/** Frames that show the page number, date, header or footer: not part of what the slide says. */
const FURNITURE = new Set(['page-number', 'date-time', 'header', 'footer']);

async function content(bytes: Uint8Array): Promise<string> {
  const xml = (await readZipEntries(bytes, (name) => name === CONTENT)).get(CONTENT);
  if (!xml) throw new SlideImportError('corrupt', `The deck has no ${CONTENT}`);
  return xml;
}

/** How many pages the deck has, hidden ones included, counted without parsing the drawings. */
export async function countOdpPages(bytes: Uint8Array): Promise<number> {
  return (await content(bytes)).match(/<draw:page[\s>]/g)?.length ?? 0;
}

function paragraphText(element: XmlElement): string {
  let text = '';
  for (const child of element.children) {
    if (!isElement(child)) text += child;
    else if (child.name === 'text:s') text += ' '.repeat(Number(child.attrs['text:c'] ?? 1));
    else if (child.name === 'text:tab') text += '\t';
    else if (child.name === 'text:line-break') text += '\n';
    else if (!child.name.startsWith('office:annotation')) text += paragraphText(child);
  }
  return text;
}

function paragraphs(element: XmlElement, skip: (e: XmlElement) => boolean): string {
  const found: string[] = [];
  const walk = (node: XmlElement) => {
    for (const child of node.children) {
      if (!isElement(child) || skip(child)) continue;
      if (child.name === 'text:p' || child.name === 'text:h') found.push(paragraphText(child));
      else walk(child);
    }
  };
  walk(element);
  return joinParagraphs(found);
}

export async function readOdpText(bytes: Uint8Array): Promise<SlideText[]> {
  const root = parseXml(await content(bytes));
  const hiddenStyles = new Set(
    findAll(root, 'style:style')
      .filter((style) =>
        style.children.some(
          (child) =>
            isElement(child) &&
            child.name === 'style:drawing-page-properties' &&
            child.attrs['presentation:visibility'] === 'hidden',
        ),
      )
      .map((style) => style.attrs['style:name']),
  );
  return findAll(root, 'draw:page').map((page) => {
    const notes = findAll(page, 'presentation:notes')[0];
    return {
      text: paragraphs(
        page,
        (e) => e.name === 'presentation:notes' || FURNITURE.has(e.attrs['presentation:class'] ?? ''),
      ),
      notes: notes
        ? paragraphs(notes, (e) => e.name === 'draw:frame' && e.attrs['presentation:class'] !== 'notes')
        : '',
      hidden: hiddenStyles.has(page.attrs['draw:style-name'] ?? ''),
    };
  });
}
