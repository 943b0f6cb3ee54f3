/**
 * Where each output pixel of a layer is read from: srcX = scale * outX + offsetX, srcY = scale * outY + offsetY.
 * Camera moves here are zooms and pans only (no rotation), so one scale and two offsets describe a frame, and a
 * frame can be resampled one axis at a time.
 */
export interface LayerTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The output pixel at which a source point of the layer appears (the move undone). */
export function sourceToOutput(transform: LayerTransform, srcX: number, srcY: number): { x: number; y: number } {
  return { x: (srcX - transform.offsetX) / transform.scale, y: (srcY - transform.offsetY) / transform.scale };
}
