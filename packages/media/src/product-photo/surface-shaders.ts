import { fractalNoise, mix, mixColour, smoothstep, type Rgba } from './plane-texture';

/** Colours a point of a surface: see `paintPlane` for what `x`, `z` and `footprint` are. */
export type SurfaceShader = (x: number, z: number, footprint: number, out: Rgba) => void;

type Colour = readonly [number, number, number];

/** Brighter toward the light's side (`lightX` -1 left to 1 right) and a little darker toward the viewer. */
function lit(out: Rgba, x: number, z: number, lightX: number): void {
  const shade = 1 + 0.06 * lightX * Math.max(-1, Math.min(1, x / (0.6 * z))) - 0.05 / z;
  out[0] = Math.min(255, out[0] * shade);
  out[1] = Math.min(255, out[1] * shade);
  out[2] = Math.min(255, out[2] * shade);
}

/** Boards of wood running across the frame, `plank` deep, each a shade of its own, grain along their length. */
export function woodShader(light: Colour, dark: Colour, plank: number, seed: number, lightX: number): SurfaceShader {
  const warp = fractalNoise(seed, 4);
  const tone = fractalNoise(seed + 1, 2);
  const pores = fractalNoise(seed + 2, 3);
  return (x, z, footprint, out) => {
    const board = plank > 0 ? Math.floor(z / plank) : 0;
    const within = plank > 0 ? z / plank - board : 0.5;
    const zStep = footprint;
    // Grain lines thinner than a pixel would shimmer: their contrast fades with distance.
    const grainContrast = 1 - smoothstep(0.012, 0.05, zStep);
    const ring = (z * 22 + warp(x * 0.9 + board * 7.1, z * 5) * 3.2) % 1;
    const line = smoothstep(0.55, 0.95, ring) * grainContrast;
    const t =
      0.35 +
      line * 0.45 +
      (tone(board * 3.3, x * 0.4) - 0.5) * 0.5 +
      (pores(x * 60, z * 200, footprint * 200) - 0.5) * 0.15;
    mixColour(out, light, dark, Math.min(1, Math.max(0, t)));
    const seam = plank > 0 ? 1 - smoothstep(0, Math.max(0.02, zStep / plank), Math.min(within, 1 - within)) : 0;
    const seamShade = 1 - 0.45 * seam;
    out[0] *= seamShade;
    out[1] *= seamShade;
    out[2] *= seamShade;
    lit(out, x, z, lightX);
  };
}

/** Polished white marble: soft clouds and grey veins that wander across it. */
export function marbleShader(seed: number, lightX: number): SurfaceShader {
  const cloud = fractalNoise(seed, 4);
  const warp = fractalNoise(seed + 1, 5);
  const fine = fractalNoise(seed + 2, 3);
  return (x, z, footprint, out) => {
    const c = cloud(x * 1.6, z * 1.6, footprint * 1.6);
    mixColour(out, [243, 241, 238], [214, 211, 207], smoothstep(0.35, 0.75, c));
    const flow = (x * 1.2 + z * 0.9) * 2.2 + warp(x * 0.7, z * 0.7, footprint) * 5;
    const vein = Math.pow(1 - Math.abs(Math.sin(flow)), 9) * smoothstep(0.3, 0.7, cloud(x * 0.5 + 9, z * 0.5));
    const thin = Math.pow(1 - Math.abs(Math.sin(flow * 2.3 + fine(x * 2, z * 2) * 4)), 30) * 0.25;
    const fade = 1 - smoothstep(0.004, 0.03, footprint) * 0.5;
    const strength = Math.min(1, (vein * 0.45 + thin) * fade);
    out[0] = mix(out[0], 150, strength);
    out[1] = mix(out[1], 148, strength);
    out[2] = mix(out[2], 150, strength);
    lit(out, x, z, lightX);
  };
}

/** A speckled stone or quartz top: mottled, with fine grains a shade darker. */
export function stoneShader(base: Colour, speck: Colour, mottle: number, seed: number, lightX: number): SurfaceShader {
  const large = fractalNoise(seed, 4);
  const small = fractalNoise(seed + 1, 3);
  return (x, z, footprint, out) => {
    const specks = smoothstep(0.6, 0.8, small(x * 30, z * 30, footprint * 30));
    mixColour(out, base, speck, specks * 0.3);
    const m = 1 + (large(x * 3, z * 3, footprint * 3) - 0.5) * mottle;
    out[0] *= m;
    out[1] *= m;
    out[2] *= m;
    lit(out, x, z, lightX);
  };
}

/** Beach sand: wind ripples across, a fine grain and paler and darker drifts. */
export function sandShader(seed: number, lightX: number): SurfaceShader {
  const drift = fractalNoise(seed, 3);
  const ripples = fractalNoise(seed + 1, 3);
  const grains = fractalNoise(seed + 2, 3);
  return (x, z, footprint, out) => {
    const zStep = footprint;
    const ripple = Math.sin(z * 18 + ripples(x * 1.5, z * 1.5) * 7) * (1 - smoothstep(0.02, 0.08, zStep));
    const grain = grains(x * 150, z * 150, footprint * 150) - 0.5;
    const d = drift(x * 0.9, z * 0.9) - 0.5;
    const shade = 1 + ripple * 0.035 + grain * 0.16 + d * 0.14;
    out[0] = Math.min(255, 228 * shade);
    out[1] = Math.min(255, 206 * shade);
    out[2] = Math.min(255, 168 * shade);
    out[3] = 255;
    lit(out, x, z, lightX);
  };
}

/** A mown lawn: blades seen edge-on near the camera, a soft green far away, sunnier and shadier patches. */
export function lawnShader(seed: number, lightX: number): SurfaceShader {
  const blades = fractalNoise(seed, 4);
  const patches = fractalNoise(seed + 1, 3);
  return (x, z, footprint, out) => {
    const b = blades(x * 100, z * 30, footprint * Math.max(30, 100 / z));
    const p = patches(x * 1.2, z * 1.2);
    mixColour(out, [44, 86, 28], [126, 176, 72], Math.min(1, Math.max(0, b * 1.1 - 0.05 + (p - 0.5) * 0.6)));
    lit(out, x, z, lightX);
  };
}
