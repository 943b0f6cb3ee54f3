import { AppPath } from '../../shared/lib/app-paths';

export interface TDubbingManner {
  speakRate: number;
  speakPitch: number;
  volume: number;
}

/** The dubbing screen with this voice chosen, and a saved voice's manner with it. */
export function dubbingLink(voiceId: string, manner?: TDubbingManner): string {
  const params = new URLSearchParams({ voiceId });
  if (manner) {
    params.set('speakRate', String(manner.speakRate));
    params.set('speakPitch', String(manner.speakPitch));
    params.set('volume', String(manner.volume));
  }
  return `${AppPath.Dubbing}?${params.toString()}`;
}
