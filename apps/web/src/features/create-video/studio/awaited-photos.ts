import type { TDigitalHuman, TPhotoAvatar } from '@orator/contracts';

/** What the photo lists say about the photos the user is waiting for. */
export interface TAwaitedPhotos {
  /** The newest awaited photo that is ready to speak: the page makes it the presenter. */
  ready: TDigitalHuman | undefined;
  /** Those still being checked, or ready but not yet in the avatar list. */
  stillAwaited: number[];
}

/**
 * Settles the photos uploaded on this visit against the latest lists: a refused photo is no longer awaited,
 * a ready one is chosen once its avatar has arrived. A photo the list does not show yet stays awaited.
 */
export function settleAwaitedPhotos(
  awaited: readonly number[],
  photos: readonly TPhotoAvatar[],
  avatars: readonly TDigitalHuman[],
): TAwaitedPhotos {
  let ready: TDigitalHuman | undefined;
  const stillAwaited: number[] = [];
  for (const id of awaited) {
    const photo = photos.find((candidate) => candidate.id === id);
    if (photo?.status === 'failed') continue;
    const avatar = photo?.status === 'ready' && avatars.find((a) => a.digitalHumanId === photo.digitalHumanId);
    if (avatar) ready = avatar;
    else stillAwaited.push(id);
  }
  return { ready, stillAwaited };
}
