import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { portrait, samplePhoto } from '../face/test-portraits';
import { checkFacePhoto, FACE_PHOTO_LIMITS } from './check-face-photo';

describe('checkFacePhoto', () => {
  it.each(['blonde', 'smiling', 'painted', 'grinning', 'sliver', 'laughing'] as const)(
    'accepts the %s portrait with its face box and head turn',
    async (name) => {
      const photo = await portrait(name);
      const check = await checkFacePhoto(photo);
      expect(check.ok).toBe(true);
      if (!check.ok) return;
      const { width = 0, height = 0 } = await sharp(photo).metadata();
      const [x, y, boxWidth, boxHeight] = check.face.box;
      expect(boxWidth).toBeGreaterThan(FACE_PHOTO_LIMITS.minFacePixels);
      expect(x + boxWidth).toBeLessThanOrEqual(width + 1);
      expect(y + boxHeight).toBeLessThanOrEqual(height + 1);
      expect(Math.abs(check.face.yawDeg)).toBeLessThanOrEqual(FACE_PHOTO_LIMITS.maxYawDeg);
    },
  );

  it('refuses a face in profile as turned', async () => {
    expect(await checkFacePhoto(await portrait('profile'))).toEqual({ ok: false, problem: 'faceTurned' });
  });

  it('refuses the same portraits blurred', async () => {
    for (const name of ['blonde', 'smiling', 'sliver'] as const) {
      const blurred = await sharp(await portrait(name))
        .blur(4)
        .jpeg()
        .toBuffer();
      expect(await checkFacePhoto(blurred)).toEqual({ ok: false, problem: 'faceBlurred' });
    }
  });

  it('refuses a portrait shrunk until the face is under 120 px', async () => {
    const shrunk = await sharp(await portrait('smiling'))
      .resize({ height: 200 })
      .jpeg()
      .toBuffer();
    expect(await checkFacePhoto(shrunk)).toEqual({ ok: false, problem: 'faceTooSmall' });
  });

  it('refuses a face that is small in a large picture', async () => {
    const face = await sharp(await portrait('blonde'))
      .resize({ height: 300 })
      .toBuffer();
    const wide = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#556677' } })
      .composite([{ input: face, left: 1000, top: 700 }])
      .jpeg()
      .toBuffer();
    expect(await checkFacePhoto(wide)).toEqual({ ok: false, problem: 'faceTooSmall' });
  });

  it('refuses a group photo', async () => {
    expect(await checkFacePhoto(await samplePhoto(6))).toEqual({ ok: false, problem: 'manyFaces' });
  });

  it('refuses a picture of nothing', async () => {
    const nothing = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    expect(await checkFacePhoto(nothing)).toEqual({ ok: false, problem: 'noFace' });
  });

  it('refuses pictures over 10 MB or 4000 px, and bytes that are not a picture', async () => {
    const tall = await sharp({ create: { width: 400, height: 4200, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect(await checkFacePhoto(tall)).toEqual({ ok: false, problem: 'imageTooLarge' });
    const heavy = Buffer.concat([await portrait('blonde'), Buffer.alloc(FACE_PHOTO_LIMITS.maxBytes)]);
    expect(await checkFacePhoto(heavy)).toEqual({ ok: false, problem: 'imageTooLarge' });
    expect(await checkFacePhoto(Buffer.from('not a picture at all'))).toEqual({ ok: false, problem: 'badImage' });
    const truncated = (await portrait('blonde')).subarray(0, 2000);
    expect(await checkFacePhoto(truncated)).toEqual({ ok: false, problem: 'badImage' });
  });
});
