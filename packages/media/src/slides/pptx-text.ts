// Text and speaker notes of a PPTX, read from its slide and notesSlide XML in the deck's own slide order.
import path from 'node:path/posix';
import { SlideImportError } from './errors';
import { findAll, findFirst, isElement, joinParagraphs, parseXml, type XmlElement } from './xml';
import { readZipEntries } from './zip';
import type { SlideText } from './slide-text';

const PRESENTATION = 'ppt/presentation.xml';
const PRESENTATION_RELS = 'ppt/_rels/presentation.xml.rels';
/** Placeholders that show the slide number, date, footer or header: not part of what the slide says. */
const FURNITURE = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);

const relsOf = (part: string) => path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`);

function relationships(xml: string | undefined, part: string): Map<string, { type: string; target: string }> {
  const map = new Map<string, { type: string; target: string }>();
  if (!xml) return map;
  for (const rel of findAll(parseXml(xml), 'Relationship')) {
    const { Id: id, Type: type = '', Target: href, TargetMode: mode } = rel.attrs;
    if (!id || !href || mode === 'External') continue;
    const target = href.startsWith('/') ? href.slice(1) : path.normalize(path.join(path.dirname(part), href));
    map.set(id, { type, target });
  }
  return map;
}

function slideIds(presentationXml: string | undefined): string[] {
  if (!presentationXml) throw new SlideImportError('corrupt', `The deck has no ${PRESENTATION}`);
  const list = findFirst(parseXml(presentationXml), 'p:sldIdLst');
  return list ? findAll(list, 'p:sldId').map((id) => id.attrs['r:id'] ?? '') : [];
}

/** How many slides the deck lists, hidden ones included, read without touching the slides themselves. */
export async function countPptxSlides(bytes: Uint8Array): Promise<number> {
  const entries = await readZipEntries(bytes, (name) => name === PRESENTATION);
  return slideIds(entries.get(PRESENTATION)).length;
}

function paragraphText(paragraph: XmlElement): string {
  let text = '';
  const walk = (element: XmlElement) => {
    for (const child of element.children) {
      if (!isElement(child)) continue;
      if (child.name === 'a:t') text += child.children.filter((c) => typeof c === 'string').join('');
      else if (child.name === 'a:br') text += '\n';
      else walk(child);
    }
  };
  walk(paragraph);
  return text;
}

function placeholderType(shape: XmlElement): string | undefined {
  return findFirst(shape, 'p:ph')?.attrs.type;
}

/** The paragraphs of the shapes and tables in `part`'s shape tree whose placeholder type `keep` accepts. */
function shapeText(xml: string | undefined, keep: (placeholder: string | undefined) => boolean): string {
  if (!xml) return '';
  const tree = findFirst(parseXml(xml), 'p:spTree');
  if (!tree) return '';
  const shapes = findAll(tree, 'p:sp').concat(findAll(tree, 'p:graphicFrame'));
  const kept = new Set(shapes.filter((shape) => keep(placeholderType(shape))));
  const paragraphs: string[] = [];
  const walk = (element: XmlElement, inKeptShape: boolean) => {
    for (const child of element.children) {
      if (!isElement(child)) continue;
      const isShape = child.name === 'p:sp' || child.name === 'p:graphicFrame';
      const inside = isShape ? kept.has(child) : inKeptShape;
      if (child.name === 'a:p' && inside) paragraphs.push(paragraphText(child));
      else walk(child, inside);
    }
  };
  walk(tree, false);
  return joinParagraphs(paragraphs);
}

export async function readPptxText(bytes: Uint8Array): Promise<SlideText[]> {
  // Only the parts that hold slide text: masters, layouts and themes are most of a deck's XML.
  const entries = await readZipEntries(
    bytes,
    (name) =>
      name.startsWith('ppt/slides/') ||
      name.startsWith('ppt/notesSlides/') ||
      name.startsWith('ppt/_rels/') ||
      name === PRESENTATION,
  );
  const deckRels = relationships(entries.get(PRESENTATION_RELS), PRESENTATION);
  return slideIds(entries.get(PRESENTATION)).map((id) => {
    const slidePart = deckRels.get(id)?.target;
    const slideXml = slidePart ? entries.get(slidePart) : undefined;
    if (!slidePart || !slideXml)
      throw new SlideImportError('corrupt', `The deck lists slide ${id} but does not contain it`);
    const notesPart = [...relationships(entries.get(relsOf(slidePart)), slidePart).values()].find((rel) =>
      rel.type.endsWith('/notesSlide'),
    )?.target;
    return {
      text: shapeText(slideXml, (type) => !FURNITURE.has(type ?? '')),
      notes: shapeText(notesPart ? entries.get(notesPart) : undefined, (type) => type === 'body'),
      hidden: parseXml(slideXml).attrs.show === '0',
    };
  });
}
