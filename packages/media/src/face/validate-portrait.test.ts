import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAITS, portrait, SAMPLE_PHOTOS, samplePhoto } from './test-portraits';
import type { PortraitCheck, PortraitErrorCode } from './validate-portrait';
import { PORTRAIT_LIMITS, validatePortrait } from './validate-portrait';

const FACE_MODELS = { timeout: 60_000 };

function codeOf(check: PortraitCheck): PortraitErrorCode | 'ok' {
  return check.ok ? 'ok' : check.code;
}

function solid(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8a080' } })
    .png()
    .toBuffer();
}

describe('validatePortrait', () => {
  it.each(['blonde', 'smiling', 'painted'] as const)(
    'accepts the one-face portrait "%s" and returns its face',
    async (name) => {
      const check = await validatePortrait(await portrait(name));
      if (!check.ok) throw new Error(`rejected: ${check.code}`);
      expect(check.image).toEqual({
        format: 'jpeg',
        width: PORTRAITS[name].width,
        height: PORTRAITS[name].height,
        bytes: expect.any(Number),
      });
      expect(check.face.mesh).toHaveLength(478);
      expect(check.face.score).toBeGreaterThanOrEqual(PORTRAIT_LIMITS.minFaceScore);
    },
    FACE_MODELS.timeout,
  );

  it.each(SAMPLE_PHOTOS)(
    'refuses the group photo sample%i with multipleFaces',
    async (sample) => {
      expect(codeOf(await validatePortrait(await samplePhoto(sample)))).toBe('multipleFaces');
    },
    FACE_MODELS.timeout,
  );

  it('refuses pictures without a face: a solid colour and a gradient', FACE_MODELS, async () => {
    const gradient = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g">` +
          `<stop offset="0" stop-color="#203060"/><stop offset="1" stop-color="#f0d0a0"/></linearGradient></defs>` +
          `<rect width="800" height="600" fill="url(#g)"/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    expect(codeOf(await validatePortrait(await solid(800, 600)))).toBe('noFace');
    expect(codeOf(await validatePortrait(gradient))).toBe('noFace');
  });

  it('refuses a picture whose shorter side is under 360 px or longer side over 4000 px', async () => {
    expect(codeOf(await validatePortrait(await solid(300, 300)))).toBe('badDimensions');
    expect(codeOf(await validatePortrait(await solid(640, 359)))).toBe('badDimensions');
    expect(codeOf(await validatePortrait(await solid(4001, 400)))).toBe('badDimensions');
  });

  it('refuses a text file renamed to .jpg by its content, not its name', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'portrait-')), 'photo.jpg');
    await writeFile(path, 'Not a picture at all, just words.\n'.repeat(100));
    expect(codeOf(await validatePortrait(await readFile(path)))).toBe('unsupportedFormat');
  });

  it('refuses GIF pictures and truncated JPEG files as unsupported', async () => {
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const truncated = (await portrait('blonde')).subarray(0, 4000);
    expect(codeOf(await validatePortrait(gif))).toBe('unsupportedFormat');
    expect(codeOf(await validatePortrait(truncated))).toBe('unsupportedFormat');
  });

  it('refuses a file over 10 MB before reading it as a picture', async () => {
    const huge = Buffer.alloc(PORTRAIT_LIMITS.maxBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(codeOf(await validatePortrait(huge))).toBe('tooLarge');
  });

  it('refuses a face under a tenth of the picture as faceTooSmall', FACE_MODELS, async () => {
    const small = await sharp(await portrait('blonde'))
      .resize({ width: 140 })
      .extend({ top: 400, bottom: 400, left: 400, right: 400, background: '#808080' })
      .jpeg()
      .toBuffer();
    expect(codeOf(await validatePortrait(small))).toBe('faceTooSmall');
  });

  it('refuses a face in profile, whose mesh is unsure, as unclearFace', FACE_MODELS, async () => {
    expect(codeOf(await validatePortrait(await portrait('profile')))).toBe('unclearFace');
  });

  it('reads PNG and WebP as well as JPEG', FACE_MODELS, async () => {
    const jpeg = await portrait('smiling');
    const png = await validatePortrait(await sharp(jpeg).png().toBuffer());
    const webp = await validatePortrait(await sharp(jpeg).webp().toBuffer());
    expect(png.ok && png.image.format).toBe('png');
    expect(webp.ok && webp.image.format).toBe('webp');
  });
});
