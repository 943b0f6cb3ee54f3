import { findStockAvatar, renderPoster, renderSpriteSheet } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/index';
import { madeOnce } from '../../platform/storage/made-once';
import { POSTER_HEIGHT } from './avatar.service';

/** In the posters' cache key, so posters stored before their lips were drawn closed (#11) are drawn again. */
const POSTER_ART = 'closed-lips';

/**
 * Stock avatar pictures for the browser, drawn by the same code that renders videos and kept in
 * storage after the first request, so every API process serves the same bytes.
 */
export function createAvatarArt(storage: Storage) {
  function stock(id: string) {
    const avatar = findStockAvatar(id);
    if (!avatar) throw AppError.notFound();
    return avatar;
  }

  return {
    stockSprite(id: string, height: number) {
      const avatar = stock(id);
      return madeOnce(
        storage,
        `cache/avatars/${id}-sprite-${height}.png`,
        'image/png',
        async () => (await renderSpriteSheet(avatar, { height })).png,
      );
    },
    stockPoster(id: string) {
      const avatar = stock(id);
      return madeOnce(storage, `cache/avatars/${id}-poster-${POSTER_ART}-${POSTER_HEIGHT}.png`, 'image/png', () =>
        renderPoster(avatar, { height: POSTER_HEIGHT }),
      );
    },
  };
}
export type AvatarArt = ReturnType<typeof createAvatarArt>;
