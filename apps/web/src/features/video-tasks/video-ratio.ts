export type TVideoShape = 'portrait' | 'square' | 'landscape';

/** SPEC 2: the play overlay follows the video's ratio, 9:16 or 1:1, and 16:9 for anything else. */
export function videoShape(showRatio: string | null | undefined): TVideoShape {
  const ratio = (showRatio ?? '').replace(/\s/g, '');
  if (ratio === '9:16') return 'portrait';
  if (ratio === '1:1') return 'square';
  return 'landscape';
}
