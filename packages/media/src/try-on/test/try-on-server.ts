import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export interface ReceivedTryOn {
  authorization: string | undefined;
  kind: string;
  personType: string;
  productType: string;
  personSize: { width: number; height: number };
}

export interface TryOnTestServerOptions {
  /** Requests without `Authorization: Bearer <requireKey>` get a 401. */
  requireKey?: string;
  /** Every request is refused with this status and message. */
  failWith?: { status: number; message: string };
  /** Requests are never answered. */
  isStalled?: boolean;
  /** Answers 200 with text instead of a picture. */
  isAnsweringText?: boolean;
}

export interface TryOnTestServer {
  url: string;
  received: ReceivedTryOn[];
  close(): Promise<void>;
}

/**
 * A small server speaking Orator's try-on protocol (docs/engines.md, "Try-on server"). It is no model: it answers
 * the person photo with the product pasted at its centre, half its width, as a PNG, so a test sees a real picture
 * made of both uploads.
 */
export async function startTryOnServer(options: TryOnTestServerOptions = {}): Promise<TryOnTestServer> {
  const received: ReceivedTryOn[] = [];
  const stalled = new Set<http.ServerResponse>();

  async function answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.url !== '/v1/try-on') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    if (options.requireKey && request.headers.authorization !== `Bearer ${options.requireKey}`) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
      return;
    }
    if (options.failWith) {
      const body = JSON.stringify({ error: { message: options.failWith.message } });
      response.writeHead(options.failWith.status, { 'content-type': 'application/json' }).end(body);
      return;
    }
    if (options.isStalled) {
      stalled.add(response);
      return;
    }
    const form = await new Request('http://server/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Readable.toWeb(request) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
    const person = form.get('person') as File;
    const product = form.get('product') as File;
    const personBytes = Buffer.from(await person.arrayBuffer());
    const meta = await sharp(personBytes).metadata();
    received.push({
      authorization: request.headers.authorization,
      kind: String(form.get('kind')),
      personType: person.type,
      productType: product.type,
      personSize: { width: meta.width, height: meta.height },
    });
    if (options.isAnsweringText) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('done');
      return;
    }
    const pasted = await sharp(Buffer.from(await product.arrayBuffer()))
      .resize(Math.round(meta.width / 2))
      .toBuffer();
    const picture = await sharp(personBytes)
      .composite([{ input: pasted, gravity: 'centre' }])
      .png()
      .toBuffer();
    response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
  }

  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: (error as Error).message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of stalled) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
