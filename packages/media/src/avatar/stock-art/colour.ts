/** Hex colour arithmetic for shading: every shade is a mix of a base colour, so palettes stay small. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `t` = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  const out = a.map((v, i) => Math.round(v + ((b[i] ?? v) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function darken(hex: string, t: number): string {
  return mix(hex, '#000000', t);
}

export function lighten(hex: string, t: number): string {
  return mix(hex, '#ffffff', t);
}

/** Relative luminance 0..255, to pick contrasting details (e.g. light stitching on dark cloth). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
