/**
 * Fills the pixels a subject covered with the colours around them, so the background can show where the subject
 * moved away from (parallax). Push-pull: the known pixels are averaged down a pyramid, each level filling what
 * the finer one lacks, then pulled back up; the filled region is smooth, like an out-of-focus backdrop.
 *
 * `known` is 0-255 a pixel (255 = a background pixel to keep). Returns a new RGB buffer.
 */
export function fillHole(rgb: Uint8Array, known: Uint8Array, width: number, height: number): Uint8Array {
  const levels: { w: number; h: number; colour: Float32Array; weight: Float32Array }[] = [];
  let colour = new Float32Array(width * height * 3);
  let weight = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const k = known[i]! / 255;
    weight[i] = k;
    for (let c = 0; c < 3; c++) colour[i * 3 + c] = rgb[i * 3 + c]! * k;
  }
  let w = width;
  let h = height;
  levels.push({ w, h, colour, weight });
  while (w > 1 || h > 1) {
    const nw = Math.max(1, Math.ceil(w / 2));
    const nh = Math.max(1, Math.ceil(h / 2));
    const nextColour = new Float32Array(nw * nh * 3);
    const nextWeight = new Float32Array(nw * nh);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const from = y * w + x;
        const to = (y >> 1) * nw + (x >> 1);
        nextWeight[to] = nextWeight[to]! + weight[from]!;
        for (let c = 0; c < 3; c++) nextColour[to * 3 + c] = nextColour[to * 3 + c]! + colour[from * 3 + c]!;
      }
    }
    // Kept as averages so a level's weight reads as "how known" (0-1) at any depth.
    for (let i = 0; i < nw * nh; i++) {
      const cells = 4;
      nextWeight[i] = nextWeight[i]! / cells;
      for (let c = 0; c < 3; c++) nextColour[i * 3 + c] = nextColour[i * 3 + c]! / cells;
    }
    colour = nextColour;
    weight = nextWeight;
    w = nw;
    h = nh;
    levels.push({ w, h, colour, weight });
  }
  // Pull: each level's unknown share is taken from the (already complete) coarser level, bilinearly.
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l]!;
    const coarse = levels[l + 1]!;
    for (let y = 0; y < fine.h; y++) {
      const cy = Math.min(coarse.h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
      const y0 = Math.floor(cy);
      const y1 = Math.min(coarse.h - 1, y0 + 1);
      const fy = cy - y0;
      for (let x = 0; x < fine.w; x++) {
        const cx = Math.min(coarse.w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
        const x0 = Math.floor(cx);
        const x1 = Math.min(coarse.w - 1, x0 + 1);
        const fx = cx - x0;
        const i = y * fine.w + x;
        const k = Math.min(1, fine.weight[i]!);
        const j00 = y0 * coarse.w + x0;
        const j01 = y0 * coarse.w + x1;
        const j10 = y1 * coarse.w + x0;
        const j11 = y1 * coarse.w + x1;
        // Coarser levels are complete (weight 1) once pulled, except the top one, hence the division.
        const w00 = ((1 - fx) * (1 - fy)) / Math.max(1e-6, coarse.weight[j00]!);
        const w01 = (fx * (1 - fy)) / Math.max(1e-6, coarse.weight[j01]!);
        const w10 = ((1 - fx) * fy) / Math.max(1e-6, coarse.weight[j10]!);
        const w11 = (fx * fy) / Math.max(1e-6, coarse.weight[j11]!);
        const ownScale = fine.weight[i]! > 1e-6 ? k / fine.weight[i]! : 0;
        for (let c = 0; c < 3; c++) {
          const filler =
            coarse.colour[j00 * 3 + c]! * w00 +
            coarse.colour[j01 * 3 + c]! * w01 +
            coarse.colour[j10 * 3 + c]! * w10 +
            coarse.colour[j11 * 3 + c]! * w11;
          // Stored back as weight-1 colour so the next finer level reads a complete level.
          fine.colour[i * 3 + c] = fine.colour[i * 3 + c]! * ownScale + filler * (1 - k);
        }
        fine.weight[i] = 1;
      }
    }
  }
  const out = new Uint8Array(width * height * 3);
  const top = levels[0]!.colour;
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.max(0, Math.round(top[i]!)));
  return out;
}
