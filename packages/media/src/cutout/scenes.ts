import sharp from 'sharp';

/**
 * The built-in backdrops a cutout can be placed on: studio sweeps and a podium drawn at the photo's size,
 * so they are sharp at any resolution and need no image files or licences.
 */
export const SCENE_NAMES = ['studioWhite', 'studioGrey', 'warmSweep', 'coolSweep', 'podium', 'softDaylight'] as const;
export type SceneName = (typeof SCENE_NAMES)[number];

function sweep(top: string, bottom: string): string {
  return `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.62" stop-color="${bottom}"/><stop offset="1" stop-color="${top}"/></linearGradient>`;
}

function sceneSvg(name: SceneName, width: number, height: number): string {
  const full = `<rect width="${width}" height="${height}" fill="url(#g)"/>`;
  const podiumTop = height * 0.78;
  const parts: Record<SceneName, string> = {
    studioWhite: `<defs>${sweep('#ffffff', '#e4e4e2')}</defs>${full}`,
    studioGrey: `<defs>${sweep('#d6d9dd', '#8e939a')}</defs>${full}`,
    warmSweep: `<defs>${sweep('#fbebdc', '#d8a57c')}</defs>${full}`,
    coolSweep: `<defs>${sweep('#e8f0f8', '#86a8c8')}</defs>${full}`,
    podium:
      `<defs>${sweep('#f3efe9', '#c9c1b6')}<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d8d2c8"/></linearGradient></defs>${full}` +
      `<rect x="${width * 0.08}" y="${podiumTop}" width="${width * 0.84}" height="${height - podiumTop}" fill="url(#p)"/>` +
      `<ellipse cx="${width / 2}" cy="${podiumTop}" rx="${width * 0.42}" ry="${height * 0.045}" fill="#fbfaf8"/>`,
    softDaylight:
      `<defs><radialGradient id="g" cx="0.2" cy="0.1" r="1.1"><stop offset="0" stop-color="#fffaf0"/><stop offset="0.55" stop-color="#efe6d6"/><stop offset="1" stop-color="#b9ae9c"/></radialGradient></defs>` +
      full,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts[name]}</svg>`;
}

/** One built-in scene as an RGB image of the given size. */
export function renderScene(name: SceneName, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(name, width, height)))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .png()
    .toBuffer();
}
