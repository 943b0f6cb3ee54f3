import { inflateSync } from 'node:zlib';

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const SHOWN_TEXT = /\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g;
const HEX_RUN = /<([0-9a-f]*)>/g;
const winAnsi = new TextDecoder('windows-1252');

/**
 * The lines of text a PDFKit document shows, one per text-showing operator: PDFKit writes the built-in fonts'
 * text as WinAnsi hex runs split by kerning, in deflated content streams.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const [, body] of pdf.toString('latin1').matchAll(STREAM)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, runs] of content.matchAll(SHOWN_TEXT)) {
      const hex = [...runs!.matchAll(HEX_RUN)].map((run) => run[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
