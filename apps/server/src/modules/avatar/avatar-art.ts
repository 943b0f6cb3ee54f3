import { findStockAvatar, renderPoster, renderSpriteSheet } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/index';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';

/** Poster height for the avatar grid's thumbnails. */
const POSTER_HEIGHT = 320;

/**
 * Stock avatar pictures for the browser, drawn by the same code that renders videos and kept in
 * storage after the first request, so every API process serves the same bytes.
 */
export function createAvatarArt(storage: Storage) {
  async function cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    if (await storage.exists(key)) return streamToBuffer((await storage.get(key)).stream);
    const png = await draw();
    await storage.put(key, png, 'image/png');
    return png;
  }

  function stock(id: string) {
    const avatar = findStockAvatar(id);
    if (!avatar) throw AppError.notFound();
    return avatar;
  }

  return {
    stockSprite(id: string, height: number) {
      const avatar = stock(id);
      return cached(
        `cache/avatars/${id}-sprite-${height}.png`,
        async () => (await renderSpriteSheet(avatar, { height })).png,
      );
    },
    stockPoster(id: string) {
      const avatar = stock(id);
      return cached(`cache/avatars/${id}-poster-${POSTER_HEIGHT}.png`, () =>
        renderPoster(avatar, { height: POSTER_HEIGHT }),
      );
    },
  };
}
export type AvatarArt = ReturnType<typeof createAvatarArt>;
