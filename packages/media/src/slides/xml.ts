// A small element tree over fast-xml-parser's ordered output: slide text must keep document order.
import { XMLParser } from 'fast-xml-parser';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
});

type Ordered = Record<string, unknown>;

function toNodes(items: Ordered[]): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const item of items) {
    for (const [key, value] of Object.entries(item)) {
      if (key === ':@') continue;
      if (key === '#text') nodes.push(String(value));
      else if (!key.startsWith('?')) {
        nodes.push({
          name: key,
          attrs: (item[':@'] as Record<string, string>) ?? {},
          children: toNodes(value as Ordered[]),
        });
      }
    }
  }
  return nodes;
}

/** The document's root element. */
export function parseXml(xml: string): XmlElement {
  const root = toNodes(parser.parse(xml) as Ordered[]).find((node): node is XmlElement => typeof node !== 'string');
  if (!root) throw new Error('no root element');
  return root;
}

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node !== 'string';
}

/** Every element named `name` under `element`, in document order, without looking inside the matches. */
export function findAll(
  element: XmlElement,
  name: string,
  skip: (e: XmlElement) => boolean = () => false,
): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of element.children) {
    if (!isElement(child) || skip(child)) continue;
    if (child.name === name) found.push(child);
    else found.push(...findAll(child, name, skip));
  }
  return found;
}

export function findFirst(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (!isElement(child)) continue;
    if (child.name === name) return child;
    const deeper = findFirst(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Paragraphs as lines: blank ones dropped, spaces inside a line collapsed as a reader would see them. */
export function joinParagraphs(paragraphs: string[]): string {
  return paragraphs
    .flatMap((paragraph) => paragraph.split('\n'))
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
