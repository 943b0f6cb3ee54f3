import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readImageSize } from '../../shared/lib/image-size';
import { modelPictureProblem } from './input-rules';

// jsdom decodes no images: each test says what size the browser would read.
vi.mock('../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

const picture = (type = 'image/jpeg', bytes = 1000) => new File([new Uint8Array(bytes)], 'glasses.jpg', { type });
const sized = (width: number, height: number) => vi.mocked(readImageSize).mockResolvedValue({ width, height });

describe('modelPictureProblem (SPEC 5 "Model images")', () => {
  beforeEach(() => sized(800, 1000));

  it('lets a JPEG, PNG or WEBP picture within the rules through, up to 10 MB and 6000 x 6000', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(await modelPictureProblem(picture(type))).toBeNull();
    }
    sized(6000, 6000);
    expect(await modelPictureProblem(picture('image/png', 10 * 1024 * 1024))).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WEBP picture', async () => {
    expect(await modelPictureProblem(picture('image/gif'))).toEqual({ key: 'aiModelWrongFormat' });
    vi.mocked(readImageSize).mockRejectedValueOnce(new Error('not an image'));
    expect(await modelPictureProblem(picture())).toEqual({ key: 'aiModelWrongFormat' });
  });

  it('refuses a picture over 10 MB, not larger than 500 x 500, or beyond 6000 px', async () => {
    expect(await modelPictureProblem(picture('image/png', 10 * 1024 * 1024 + 1))).toEqual({
      key: 'fileTooLarge',
      params: { max: '10 MB' },
    });
    sized(500, 900);
    expect(await modelPictureProblem(picture())).toEqual({ key: 'aiModelImageTooSmall', params: { min: 500 } });
    sized(6001, 4000);
    expect(await modelPictureProblem(picture())).toEqual({ key: 'imageTooManyPixels', params: { max: 6000 } });
  });
});
