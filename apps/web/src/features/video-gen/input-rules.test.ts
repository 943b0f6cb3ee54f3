import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readImageSize } from '../../shared/lib/image-size';
import { videoGenPictureProblem } from './input-rules';

// jsdom decodes no images: each test says what size the browser would read.
vi.mock('../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

const picture = (type = 'image/jpeg', bytes = 1000) => new File([new Uint8Array(bytes)], 'shop.jpg', { type });
const sized = (width: number, height: number) => vi.mocked(readImageSize).mockResolvedValue({ width, height });

describe('videoGenPictureProblem (SPEC 5, pictures for image to video)', () => {
  beforeEach(() => sized(800, 600));

  it('lets a JPEG, PNG or WEBP picture of 300 px a side and up to 10 MB through', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(await videoGenPictureProblem(picture(type))).toBeNull();
    }
    sized(300, 300);
    expect(await videoGenPictureProblem(picture('image/png', 10 * 1024 * 1024))).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WEBP picture', async () => {
    expect(await videoGenPictureProblem(picture('image/gif'))).toEqual({ key: 'videoGenWrongFormat' });
    vi.mocked(readImageSize).mockRejectedValueOnce(new Error('not an image'));
    expect(await videoGenPictureProblem(picture())).toEqual({ key: 'videoGenWrongFormat' });
  });

  it('refuses a picture over 10 MB or under 300 px on a side', async () => {
    expect(await videoGenPictureProblem(picture('image/png', 10 * 1024 * 1024 + 1))).toEqual({
      key: 'fileTooLarge',
      params: { max: '10 MB' },
    });
    sized(299, 900);
    expect(await videoGenPictureProblem(picture())).toEqual({ key: 'videoGenImageTooSmall', params: { min: 300 } });
  });
});
