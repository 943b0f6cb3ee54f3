/**
 * Light that makes a still feel filmed: one soft band of warm light crossing the frame, and motes of dust
 * drifting up through it. Both are added to the frame (light only brightens), positions come from a seed so a
 * clip renders the same twice.
 */
export interface LightEffects {
  draw(frame: Uint8Array, t: number): void;
}

const MOTE_COUNT = 36;
/** The band crosses once per this many seconds, leaning like light through a window. */
const SWEEP_PERIOD_SEC = 7;
const SWEEP_LEAN = 0.45;
const SWEEP_STRENGTH = 26;
const MOTE_STRENGTH = 70;

/** A small deterministic generator (mulberry32): the same seed gives the same motes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export function lightEffects(width: number, height: number, seed: number): LightEffects {
  const next = random(seed);
  const unit = Math.min(width, height);
  const motes = Array.from({ length: MOTE_COUNT }, () => ({
    x: next() * width,
    y: next() * height,
    radius: unit * (0.003 + next() * 0.006),
    rise: unit * (0.015 + next() * 0.03),
    sway: unit * 0.01 * next(),
    phase: next() * Math.PI * 2,
    glow: 0.4 + next() * 0.6,
  }));
  const halfBand = width * 0.16;
  // The band's brightness across its width, looked up by distance from its centre line.
  const profile = new Uint8Array(Math.ceil(halfBand) + 1);
  for (let d = 0; d < profile.length; d++)
    profile[d] = Math.round(SWEEP_STRENGTH * Math.cos(((d / halfBand) * Math.PI) / 2) ** 2);

  function drawSweep(frame: Uint8Array, t: number) {
    const travel = width + height * SWEEP_LEAN + 2 * halfBand;
    const centre = -halfBand - height * SWEEP_LEAN + ((t / SWEEP_PERIOD_SEC) % 1) * travel;
    for (let y = 0; y < height; y++) {
      const rowCentre = centre + y * SWEEP_LEAN;
      const x0 = Math.max(0, Math.floor(rowCentre - halfBand));
      const x1 = Math.min(width, Math.ceil(rowCentre + halfBand));
      for (let x = x0; x < x1; x++) {
        const add = profile[Math.min(profile.length - 1, Math.abs(Math.round(x - rowCentre)))]!;
        const o = (y * width + x) * 3;
        // Warm light: more red than blue.
        frame[o] = Math.min(255, frame[o]! + add);
        frame[o + 1] = Math.min(255, frame[o + 1]! + ((add * 7) >> 3));
        frame[o + 2] = Math.min(255, frame[o + 2]! + ((add * 5) >> 3));
      }
    }
  }

  function drawMotes(frame: Uint8Array, t: number) {
    for (const mote of motes) {
      const cy = (((mote.y - mote.rise * t) % height) + height) % height;
      const cx = mote.x + mote.sway * Math.sin(t * 0.9 + mote.phase);
      const flicker = 0.6 + 0.4 * Math.sin(t * 1.7 + mote.phase);
      const reach = mote.radius * 2;
      for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, Math.ceil(cy + reach)); y++) {
        for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, Math.ceil(cx + reach)); x++) {
          const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (mote.radius * mote.radius);
          const add = Math.round(MOTE_STRENGTH * mote.glow * flicker * Math.exp(-d2));
          if (add === 0) continue;
          const o = (y * width + x) * 3;
          for (let c = 0; c < 3; c++) frame[o + c] = Math.min(255, frame[o + c]! + add);
        }
      }
    }
  }

  return {
    draw(frame, t) {
      drawSweep(frame, t);
      drawMotes(frame, t);
    },
  };
}
