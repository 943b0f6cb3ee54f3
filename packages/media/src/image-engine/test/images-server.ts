import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export interface ReceivedImageRequest {
  endpoint: 'generations' | 'edits';
  authorization: string | undefined;
  prompt: string;
  n: number;
  size: string;
  responseFormat: string | undefined;
  model: string | undefined;
  /** The multipart field names the pictures came under (`image` or `image[]`), and their types, for edits. */
  imageFields: string[];
  imageTypes: string[];
}

export interface ImagesTestServerOptions {
  /** Requests without `Authorization: Bearer <requireKey>` get a 401 with an OpenAI-style error. */
  requireKey?: string;
  /** Every request is refused with this status and message, as OpenAI shapes errors. */
  failWith?: { status: number; message: string };
  /** Pictures are answered as URLs to fetch from this server, not as base64. */
  isAnsweringWithUrls?: boolean;
  /** Requests are never answered. */
  isStalled?: boolean;
  /** Answers `{ data: [] }`. */
  isEmpty?: boolean;
}

export interface ImagesTestServer {
  url: string;
  received: ReceivedImageRequest[];
  close(): Promise<void>;
}

/** The colour a prompt's pictures start from, so a test can tell which prompt drew a picture. */
export function promptColour(prompt: string, variant = 0): { r: number; g: number; b: number } {
  let hash = 2166136261;
  for (const char of `${prompt}#${variant}`) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return { r: 40 + (hash & 0xff) * 0.7, g: 40 + ((hash >>> 8) & 0xff) * 0.7, b: 40 + ((hash >>> 16) & 0xff) * 0.7 };
}

/** The tint edits lay over an uploaded picture: visibly red. */
export const EDIT_TINT = { r: 255, g: 40, b: 40 };

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** A picture for a prompt: a diagonal gradient from the prompt's colour to another, with a disc in the middle. */
async function drawForPrompt(prompt: string, variant: number, width: number, height: number): Promise<Buffer> {
  const from = hex(promptColour(prompt, variant));
  const to = hex(promptColour(`${prompt} end`, variant));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#ffffff" opacity="0.5"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function parseSize(size: string): { width: number; height: number } {
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) throw new Error(`size must be WxH: ${size}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * A small server speaking the OpenAI images API subset Orator uses (docs/engines.md). It is no model: generations
 * draw a gradient in colours derived from the prompt, and edits return the uploaded picture tinted red, at the size
 * asked, so both are real pictures a test can tell apart.
 */
export async function startImagesServer(options: ImagesTestServerOptions = {}): Promise<ImagesTestServer> {
  const received: ReceivedImageRequest[] = [];
  const files = new Map<string, Buffer>();

  async function answer(request: http.IncomingMessage, endpoint: 'generations' | 'edits'): Promise<unknown> {
    const body = new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    let fields: Record<string, string | undefined>;
    const uploads: { field: string; file: File }[] = [];
    if (endpoint === 'generations') {
      fields = (await body.json()) as Record<string, string | undefined>;
    } else {
      const form = await body.formData();
      fields = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
        else uploads.push({ field: name, file: value });
      });
    }
    const prompt = String(fields.prompt ?? '');
    const n = Number(fields.n ?? 1);
    const size = String(fields.size ?? '256x256');
    received.push({
      endpoint,
      authorization: request.headers.authorization,
      prompt,
      n,
      size,
      responseFormat: fields.response_format,
      model: fields.model,
      imageFields: uploads.map((upload) => upload.field),
      imageTypes: uploads.map((upload) => upload.file.type),
    });
    if (endpoint === 'edits' && uploads.length === 0) throw new Error('no image uploaded');
    const { width, height } = parseSize(size);
    const pictures: Buffer[] = [];
    for (let i = 0; i < n; i++) {
      if (endpoint === 'generations') pictures.push(await drawForPrompt(prompt, i, width, height));
      else {
        const upload = Buffer.from(await uploads[i % uploads.length]!.file.arrayBuffer());
        pictures.push(await sharp(upload).resize(width, height, { fit: 'fill' }).tint(EDIT_TINT).png().toBuffer());
      }
    }
    const data = options.isAnsweringWithUrls
      ? pictures.map((picture) => {
          const id = randomUUID();
          files.set(id, picture);
          return { url: `${origin}/files/${id}.png` };
        })
      : pictures.map((picture) => ({ b64_json: picture.toString('base64') }));
    return { created: Math.floor(Date.now() / 1000), data: options.isEmpty ? [] : data };
  }

  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type: string) =>
      reply(status, { error: { message, type, param: null, code: null } });
    const url = new URL(request.url ?? '/', 'http://server');
    const file = /^\/files\/([\w-]+)\.png$/.exec(url.pathname);
    if (request.method === 'GET' && file) {
      const picture = files.get(file[1]!);
      if (!picture) return error(404, 'no such file', 'invalid_request_error');
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(picture);
    }
    if (options.requireKey && request.headers.authorization !== `Bearer ${options.requireKey}`) {
      request.resume();
      return error(401, 'Incorrect API key provided.', 'invalid_request_error');
    }
    const endpoint =
      url.pathname === '/v1/images/generations' ? 'generations' : url.pathname === '/v1/images/edits' ? 'edits' : null;
    if (request.method !== 'POST' || !endpoint) return error(404, `no route ${url.pathname}`, 'invalid_request_error');
    if (options.isStalled) return;
    if (options.failWith) {
      request.resume();
      return error(options.failWith.status, options.failWith.message, 'server_error');
    }
    answer(request, endpoint).then(
      (body) => reply(200, body),
      (failure: Error) => error(400, failure.message, 'invalid_request_error'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
