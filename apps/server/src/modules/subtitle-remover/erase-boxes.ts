import { SUBTITLE_REMOVER_LIMITS, type TEraseBoxKind, type TRectArea } from '@orator/contracts';
import type { EraseBox } from '@orator/media';
import { AppError } from '../../platform/errors';

const LIMITS = SUBTITLE_REMOVER_LIMITS;

/**
 * SPEC 5 and 8's box rules, in the order a user meets them: no box at all, more than five, then a second box of one
 * kind. Each refusal is the SPEC's message. The page applies the same rules before it asks.
 */
export function assertBoxCounts(subtitleBoxes: number, watermarkBoxes: number): void {
  const total = subtitleBoxes + watermarkBoxes;
  if (total < 1) throw AppError.badRequest('subtitleRemoverNoBox');
  if (total > LIMITS.maxBoxes) throw AppError.badRequest('subtitleRemoverTooManyBoxes');
  if (subtitleBoxes > LIMITS.maxSubtitleBoxes) throw AppError.badRequest('subtitleRemoverOneSubtitleBox');
  if (watermarkBoxes > LIMITS.maxWatermarkBoxes) throw AppError.badRequest('subtitleRemoverOneWatermarkBox');
}

/**
 * A box as drawn, in whole pixels inside a `width` x `height` frame. Corners given in either order are put in order;
 * a box that spills over an edge is cut at the edge (a hand drawing to the border overshoots); one that leaves less
 * than the minimum side inside the frame is refused, since no text fits there.
 */
export function clampBox(area: TRectArea, kind: TEraseBoxKind, width: number, height: number): EraseBox {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  const ltX = clamp(Math.min(area.lt_x, area.rb_x), width);
  const rbX = clamp(Math.max(area.lt_x, area.rb_x), width);
  const ltY = clamp(Math.min(area.lt_y, area.rb_y), height);
  const rbY = clamp(Math.max(area.lt_y, area.rb_y), height);
  if (rbX - ltX < LIMITS.minBoxSide || rbY - ltY < LIMITS.minBoxSide) {
    throw AppError.badRequest('subtitleRemoverBoxOutside', { min: LIMITS.minBoxSide });
  }
  return { kind, ltX, ltY, rbX, rbY };
}

/** The request's boxes checked and clamped: subtitle boxes first, then watermark boxes. */
export function eraseBoxesOf(
  request: { rectAreaList: TRectArea[]; customRectAreaList: TRectArea[] },
  frame: { width: number; height: number },
): EraseBox[] {
  assertBoxCounts(request.rectAreaList.length, request.customRectAreaList.length);
  return [
    ...request.rectAreaList.map((area) => clampBox(area, 'subtitle', frame.width, frame.height)),
    ...request.customRectAreaList.map((area) => clampBox(area, 'watermark', frame.width, frame.height)),
  ];
}

/** A stored box in the API's field names. */
export function toRectArea(box: Pick<EraseBox, 'ltX' | 'ltY' | 'rbX' | 'rbY'>): TRectArea {
  return { lt_x: box.ltX, lt_y: box.ltY, rb_x: box.rbX, rb_y: box.rbY };
}
