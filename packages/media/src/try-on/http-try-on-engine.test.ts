import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTryOnEngine } from './http-try-on-engine';
import { glassesPhoto } from './test/product-photos';
import { startTryOnServer, type TryOnTestServer } from './test/try-on-server';
import { TryOnServerError } from './try-on-engine';

let server: TryOnTestServer;

beforeAll(async () => {
  server = await startTryOnServer({ requireKey: 'secret' });
});

afterAll(async () => {
  await server.close();
});

/** A person photo drawn in code: a grey figure on a pale blue ground, taken sideways by EXIF (orientation 6). */
async function personPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#bcd4ee"/><circle cx="150" cy="100" r="60" fill="#808080"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

async function withServer<T>(
  options: Parameters<typeof startTryOnServer>[0],
  use: (s: TryOnTestServer) => Promise<T>,
): Promise<T> {
  const other = await startTryOnServer(options);
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}

describe('createHttpTryOnEngine', () => {
  it('posts the upright person, the product and the kind to /v1/try-on and returns the picture', async () => {
    const engine = createHttpTryOnEngine({ baseUrl: `${server.url}/v1/`, apiKey: 'secret' });
    expect(engine.kind).toBe('generated');
    expect(engine.kinds).toContain('clothing');
    const image = await engine.tryOn({ kind: 'glasses', person: await personPhoto(), product: await glassesPhoto() });
    const last = server.received.at(-1)!;
    expect(last).toMatchObject({
      authorization: 'Bearer secret',
      kind: 'glasses',
      personType: 'image/png',
      productType: 'image/png',
      // Sent upright: the EXIF turn is applied before upload.
      personSize: { width: 200, height: 300 },
    });
    expect(image).toMatchObject({ mimeType: 'image/png', ext: 'png', width: 200, height: 300 });
    // The server's picture: the person's ground at the corner, the glasses' green lens pasted near the centre.
    const corner = await pixel(image.body, 3, 3);
    expect(corner.b).toBeGreaterThan(corner.r + 30);
    const lens = await pixel(image.body, 100 - 25, 150);
    expect(lens.g).toBeGreaterThan(lens.r + 80);
  });

  it('passes the server refusal on with its status and reason', async () => {
    const engine = createHttpTryOnEngine({ baseUrl: server.url, apiKey: 'wrong' });
    const failure = engine.tryOn({ kind: 'wig', person: await personPhoto(), product: await glassesPhoto() });
    await expect(failure).rejects.toBeInstanceOf(TryOnServerError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'try-on server answered 401: bad key' });
    await withServer({ failWith: { status: 503, message: 'GPU busy' } }, async (busy) => {
      await expect(
        createHttpTryOnEngine({ baseUrl: busy.url }).tryOn({
          kind: 'beauty',
          person: await personPhoto(),
          product: await glassesPhoto(),
        }),
      ).rejects.toMatchObject({ status: 503, message: 'try-on server answered 503: GPU busy' });
    });
  });

  it('tells a stalled server, a server sending no picture and an unreachable one apart', async () => {
    const photos = { person: await personPhoto(), product: await glassesPhoto() };
    await withServer({ isStalled: true }, async (stalled) => {
      const engine = createHttpTryOnEngine({ baseUrl: stalled.url, timeoutMs: 300 });
      await expect(engine.tryOn({ kind: 'glasses', ...photos })).rejects.toThrow(
        'try-on server gave no answer within 0 s',
      );
    });
    await withServer({ isAnsweringText: true }, async (texting) => {
      await expect(
        createHttpTryOnEngine({ baseUrl: texting.url }).tryOn({ kind: 'glasses', ...photos }),
      ).rejects.toThrow('try-on server sent something that is not a picture');
    });
    const closed = await startTryOnServer();
    await closed.close();
    await expect(createHttpTryOnEngine({ baseUrl: closed.url }).tryOn({ kind: 'glasses', ...photos })).rejects.toThrow(
      /^try-on server unreachable/,
    );
  });

  it('stops when the caller aborts, with the caller reason', async () => {
    await withServer({ isStalled: true }, async (stalled) => {
      const controller = new AbortController();
      const reason = new Error('task cancelled');
      const pending = createHttpTryOnEngine({ baseUrl: stalled.url }).tryOn({
        kind: 'glasses',
        person: await personPhoto(),
        product: await glassesPhoto(),
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(reason), 50);
      await expect(pending).rejects.toBe(reason);
    });
  });
});
