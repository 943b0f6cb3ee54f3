import { readFile } from 'node:fs/promises';

export interface EmlPart {
  contentType: string;
  body: string;
}

export interface Eml {
  headers: string;
  parts: EmlPart[];
}

/** Quoted-printable: soft line breaks joined, =XX byte runs decoded as UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

const splitHead = (block: string) => {
  const at = block.search(/\r?\n\r?\n/);
  return { head: block.slice(0, at), body: block.slice(at).replace(/^\r?\n\r?\n/, '') };
};

function decodePart(block: string): EmlPart {
  const { head, body } = splitHead(block);
  const contentType = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1] ?? 'text/plain';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { contentType, body: decoded };
}

/** Reads the parts of an .eml the outbox wrote: enough MIME for the messages this server composes. */
export async function readEml(file: string): Promise<Eml> {
  const raw = await readFile(file, 'utf8');
  const { head } = splitHead(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { headers: head, parts: [decodePart(raw)] };
  const blocks = raw.split(`--${boundary}`).slice(1, -1);
  return { headers: head, parts: blocks.map((block) => decodePart(block.replace(/^\r?\n/, ''))) };
}
