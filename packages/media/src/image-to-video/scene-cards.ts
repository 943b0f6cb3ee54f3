import sharp from 'sharp';

/** At most this many cards: fewer than about two seconds a card reads as flicker. */
export const MAX_SCENE_CARDS = 4;

/** Sentences of the text, in order: a card each, the surplus joined onto the last card. */
export function sceneSentences(text: string): string[] {
  const sentences = (text.match(/[^.!?。！？\n]+[.!?。！？]*/gu) ?? []).map((part) => part.trim()).filter(Boolean);
  if (sentences.length <= MAX_SCENE_CARDS) return sentences;
  const kept = sentences.slice(0, MAX_SCENE_CARDS - 1);
  return [...kept, sentences.slice(MAX_SCENE_CARDS - 1).join(' ')];
}

/** Colour pairs for painted cards: dusk, sea, forest, ember, violet, slate. */
const PALETTES: readonly [string, string, string][] = [
  ['#1d2b64', '#f8cdda', '#ffd6a5'],
  ['#0f3443', '#34e89e', '#b8f2e6'],
  ['#134e5e', '#71b280', '#f1f7b5'],
  ['#42275a', '#f3904f', '#ffe29a'],
  ['#2b1055', '#7597de', '#e0c3fc'],
  ['#232526', '#6b7b8c', '#d9e4ec'],
];

/**
 * A painted backdrop for a card without a picture: a diagonal gradient with a low sun and soft out-of-focus
 * lights, so the camera's move and the light have something to show. Card `index` of a clip with seed `seed`
 * always gets the same painting.
 */
export async function paintedBackdrop(width: number, height: number, index: number, seed: number): Promise<Buffer> {
  const [from, to, glow] = PALETTES[(seed + index) % PALETTES.length]!;
  let state = (seed * 7919 + index * 104729) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const unit = Math.min(width, height);
  const lights = Array.from({ length: 14 }, () => {
    const r = unit * (0.03 + next() * 0.09);
    return `<circle cx="${next() * width}" cy="${next() * height}" r="${r}" fill="${glow}" fill-opacity="${0.08 + next() * 0.18}"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="${glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="${unit * 0.012}"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${width * (0.25 + next() * 0.5)}" cy="${height * 0.72}" r="${unit * 0.45}" fill="url(#sun)"/>` +
    `<g filter="url(#soft)">${lights}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
