import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readImageSize } from '../../shared/lib/image-size';
import { referenceProblem } from './input-rules';

// jsdom decodes no images: each test says what size the browser would read.
vi.mock('../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

const picture = (type = 'image/jpeg', bytes = 1000) => new File([new Uint8Array(bytes)], 'product.jpg', { type });
const sized = (width: number, height: number) => vi.mocked(readImageSize).mockResolvedValue({ width, height });

describe('referenceProblem', () => {
  beforeEach(() => sized(800, 1000));

  it('lets a JPEG, PNG or WEBP picture within the rules through', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(await referenceProblem(picture(type))).toBeNull();
  });

  it('refuses what is not JPEG, PNG or WEBP, or cannot be decoded', async () => {
    expect(await referenceProblem(picture('image/gif'))).toEqual({ key: 'aiPhotoWrongFormat' });
    vi.mocked(readImageSize).mockRejectedValueOnce(new Error('not an image'));
    expect(await referenceProblem(picture())).toEqual({ key: 'aiPhotoWrongFormat' });
  });

  it('refuses a picture over 5 MB', async () => {
    expect(await referenceProblem(picture('image/png', 5 * 1024 * 1024 + 1))).toEqual({
      key: 'fileTooLarge',
      params: { max: '5 MB' },
    });
  });

  it('refuses a picture under 300 px or over 6000 px a side', async () => {
    sized(299, 800);
    expect(await referenceProblem(picture())).toEqual({ key: 'aiPhotoImageTooSmall', params: { min: 300 } });
    sized(6001, 4000);
    expect(await referenceProblem(picture())).toEqual({ key: 'imageTooManyPixels', params: { max: 6000 } });
  });

  it('refuses a picture more than 3 times wider than high, or the other way round', async () => {
    sized(3100, 1000);
    expect(await referenceProblem(picture())).toEqual({ key: 'aiPhotoAspect', params: { min: 0.3, max: 3 } });
    sized(300, 1001);
    expect((await referenceProblem(picture()))?.key).toBe('aiPhotoAspect');
    sized(300, 1000);
    expect(await referenceProblem(picture())).toBeNull();
  });
});
