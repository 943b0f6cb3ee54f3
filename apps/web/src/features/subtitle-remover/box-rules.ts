import {
  SUBTITLE_REMOVER_LIMITS,
  type TEraseBoxKind,
  type TMessageKey,
  type TRectArea,
  type TSubtitleRemoverSubmitRequest,
} from '@orator/contracts';

const LIMITS = SUBTITLE_REMOVER_LIMITS;

/** A box on the frame, in video pixels, with its kind. */
export interface TDraftBox {
  id: number;
  kind: TEraseBoxKind;
  ltX: number;
  ltY: number;
  rbX: number;
  rbY: number;
}

/**
 * SPEC 5 and 8 as the page applies them. Up to five boxes may be drawn (a sixth is refused as it is drawn); the
 * kinds are checked when submitting, so a user may draw, compare and re-label boxes before choosing. The server
 * applies the same rules in the same order.
 */
export function addBoxProblem(boxes: readonly TDraftBox[]): TMessageKey | null {
  return boxes.length >= LIMITS.maxBoxes ? 'subtitleRemoverTooManyBoxes' : null;
}

export function submitProblem(boxes: readonly TDraftBox[]): TMessageKey | null {
  const subtitles = boxes.filter((box) => box.kind === 'subtitle').length;
  const watermarks = boxes.length - subtitles;
  if (boxes.length < 1) return 'subtitleRemoverNoBox';
  if (boxes.length > LIMITS.maxBoxes) return 'subtitleRemoverTooManyBoxes';
  if (subtitles > LIMITS.maxSubtitleBoxes) return 'subtitleRemoverOneSubtitleBox';
  if (watermarks > LIMITS.maxWatermarkBoxes) return 'subtitleRemoverOneWatermarkBox';
  return null;
}

/** Keeps a box inside a `width` x `height` frame, corners in order, at least the minimum side. */
export function fitBox<T extends Omit<TDraftBox, 'id' | 'kind'>>(box: T, width: number, height: number): T {
  const min = LIMITS.minBoxSide;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  let ltX = clamp(Math.min(box.ltX, box.rbX), width - min);
  let ltY = clamp(Math.min(box.ltY, box.rbY), height - min);
  let rbX = clamp(Math.max(box.ltX, box.rbX), width);
  let rbY = clamp(Math.max(box.ltY, box.rbY), height);
  if (rbX - ltX < min) rbX = ltX + min;
  if (rbY - ltY < min) rbY = ltY + min;
  ltX = Math.min(ltX, rbX - min);
  ltY = Math.min(ltY, rbY - min);
  return { ...box, ltX, ltY, rbX, rbY };
}

/** The box moved by (dx, dy) without leaving the frame or changing size. */
export function moveBox(box: TDraftBox, dx: number, dy: number, width: number, height: number): TDraftBox {
  const w = box.rbX - box.ltX;
  const h = box.rbY - box.ltY;
  const ltX = Math.min(width - w, Math.max(0, Math.round(box.ltX + dx)));
  const ltY = Math.min(height - h, Math.max(0, Math.round(box.ltY + dy)));
  return { ...box, ltX, ltY, rbX: ltX + w, rbY: ltY + h };
}

export function toRectArea(box: TDraftBox): TRectArea {
  return { lt_x: box.ltX, lt_y: box.ltY, rb_x: box.rbX, rb_y: box.rbY };
}

/** The request in API-NOTES' field names: subtitle boxes and watermark boxes in their own lists. */
export function toSubmitRequest(fileId: number, boxes: readonly TDraftBox[], taskName?: string) {
  return {
    fileId,
    ...(taskName ? { taskName } : {}),
    rectAreaList: boxes.filter((box) => box.kind === 'subtitle').map(toRectArea),
    customRectAreaList: boxes.filter((box) => box.kind === 'watermark').map(toRectArea),
  } satisfies TSubtitleRemoverSubmitRequest;
}

/** SPEC 5 checks the browser can make before sending: the kind of file and its size. */
export function videoFileProblem(file: { name: string; type: string; size: number }): TMessageKey | null {
  const isVideo = /\.(mp4|mov)$/i.test(file.name) || ['video/mp4', 'video/quicktime'].includes(file.type);
  if (!isVideo) return 'subtitleRemoverWrongFormat';
  if (file.size > LIMITS.maxBytes) return 'subtitleRemoverTooLarge';
  return null;
}
