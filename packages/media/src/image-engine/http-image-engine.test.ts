import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpImageEngine } from './http-image-engine';
import { ImageServerError, type ImageRequest } from './image-engine';
import { promptColour, startImagesServer, type ImagesTestServer } from './test/images-server';

let server: ImagesTestServer;

beforeAll(async () => {
  server = await startImagesServer();
});

afterAll(async () => {
  await server.close();
});

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'a blue ceramic mug on a beach',
  references: [],
  count: 2,
  width: 320,
  height: 192,
  ...overrides,
});

/** The colour of one pixel of a picture. */
async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

function near(a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }, tolerance = 6): boolean {
  return Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;
}

/** A photo drawn in code: a light square on a mid-grey ground. */
async function productPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160"><rect width="200" height="160" fill="#707070"/><rect x="60" y="40" width="80" height="80" fill="#e8e8e8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('createHttpImageEngine', () => {
  it('draws a prompt alone through /v1/images/generations, at the size asked', async () => {
    const engine = createHttpImageEngine({ baseUrl: `${server.url}/v1/`, model: 'sd-turbo' });
    const progress: number[] = [];
    const images = await engine.make(request({ onProgress: (share) => progress.push(share) }));
    expect(engine.kind).toBe('generated');
    expect(images).toHaveLength(2);
    for (const image of images)
      expect(image).toMatchObject({ mimeType: 'image/png', ext: 'png', width: 320, height: 192 });
    // Each picture is the server's drawing of this prompt: its corner is the prompt's colour for that variant.
    expect(near(await pixel(images[0]!.body, 0, 0), promptColour('a blue ceramic mug on a beach', 0))).toBe(true);
    expect(near(await pixel(images[1]!.body, 0, 0), promptColour('a blue ceramic mug on a beach', 1))).toBe(true);
    expect(near(await pixel(images[0]!.body, 0, 0), promptColour('a red kettle', 0))).toBe(false);
    expect(server.received.at(-1)).toMatchObject({
      endpoint: 'generations',
      prompt: 'a blue ceramic mug on a beach',
      n: 2,
      size: '320x192',
      responseFormat: 'b64_json',
      model: 'sd-turbo',
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('edits the user’s photos through /v1/images/edits, sent as PNG', async () => {
    const engine = createHttpImageEngine({ baseUrl: server.url });
    const photo = await productPhoto();
    const [edited] = await engine.make(request({ references: [photo], count: 1, width: 200, height: 160 }));
    expect(server.received.at(-1)).toMatchObject({
      endpoint: 'edits',
      n: 1,
      size: '200x160',
      imageFields: ['image'],
      imageTypes: ['image/png'],
    });
    // The server tints what it was sent: the light square comes back where it was, and the grey ground reddened.
    const centre = await pixel(edited!.body, 100, 80);
    const ground = await pixel(edited!.body, 5, 5);
    expect(centre.g - ground.g).toBeGreaterThan(60);
    expect(ground.r - ground.g).toBeGreaterThan(30);

    await engine.make(request({ references: [photo, photo], count: 2 }));
    expect(server.received.at(-1)!.imageFields).toEqual(['image[]', 'image[]']);
  });

  it('fetches pictures the server answers with as URLs', async () => {
    const linking = await startImagesServer({ isAnsweringWithUrls: true, requireKey: 'k-123' });
    try {
      const engine = createHttpImageEngine({ baseUrl: linking.url, apiKey: 'k-123' });
      const images = await engine.make(request({ count: 3, width: 96, height: 64 }));
      expect(images.map((image) => [image.width, image.height])).toEqual([
        [96, 64],
        [96, 64],
        [96, 64],
      ]);
      expect(near(await pixel(images[2]!.body, 0, 0), promptColour('a blue ceramic mug on a beach', 2))).toBe(true);
      expect(linking.received[0]!.authorization).toBe('Bearer k-123');
    } finally {
      await linking.close();
    }
  });

  it('reports a refused key with the server’s own reason and status', async () => {
    const keyed = await startImagesServer({ requireKey: 'right' });
    try {
      const engine = createHttpImageEngine({ baseUrl: keyed.url, apiKey: 'wrong' });
      const failure = await engine.make(request()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImageServerError);
      expect(failure).toMatchObject({ status: 401, message: expect.stringContaining('Incorrect API key provided.') });
    } finally {
      await keyed.close();
    }
  });

  it('passes on an OpenAI-style error message, and refuses an answer without pictures', async () => {
    const failing = await startImagesServer({ failWith: { status: 503, message: 'The model is still loading' } });
    const empty = await startImagesServer({ isEmpty: true });
    try {
      await expect(createHttpImageEngine({ baseUrl: failing.url }).make(request())).rejects.toMatchObject({
        name: 'ImageServerError',
        status: 503,
        message: expect.stringContaining('The model is still loading'),
      });
      await expect(createHttpImageEngine({ baseUrl: empty.url }).make(request())).rejects.toThrow(/sent no pictures/);
    } finally {
      await failing.close();
      await empty.close();
    }
  });

  it('gives up on a server that does not answer, and on one that is not there', async () => {
    const stalled = await startImagesServer({ isStalled: true });
    try {
      const engine = createHttpImageEngine({ baseUrl: stalled.url, timeoutMs: 300 });
      await expect(engine.make(request())).rejects.toThrow(ImageServerError);
      await expect(engine.make(request())).rejects.toThrow(/no answer within/);
      // A cancelled task stops waiting with the caller's own reason, not as a server failure.
      const controller = new AbortController();
      const waiting = createHttpImageEngine({ baseUrl: stalled.url }).make(request({ signal: controller.signal }));
      controller.abort(new Error('task cancelled'));
      await expect(waiting).rejects.toThrow('task cancelled');
    } finally {
      await stalled.close();
    }
    const gone = createHttpImageEngine({ baseUrl: stalled.url });
    await expect(gone.make(request())).rejects.toThrow(/unreachable/);
  });
});
