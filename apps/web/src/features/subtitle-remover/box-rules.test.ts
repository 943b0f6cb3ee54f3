import { describe, expect, it } from 'vitest';
import {
  addBoxProblem,
  fitBox,
  moveBox,
  submitProblem,
  toSubmitRequest,
  videoFileProblem,
  type TDraftBox,
} from './box-rules';

const box = (id: number, kind: TDraftBox['kind'] = 'subtitle'): TDraftBox => ({
  id,
  kind,
  ltX: 10,
  ltY: 10,
  rbX: 50,
  rbY: 40,
});

describe('box rules', () => {
  it('refuses a sixth box as it is drawn', () => {
    const five = [1, 2, 3, 4, 5].map((id) => box(id, id % 2 ? 'subtitle' : 'watermark'));
    expect(addBoxProblem(five.slice(0, 4))).toBeNull();
    expect(addBoxProblem(five)).toBe('subtitleRemoverTooManyBoxes');
  });

  it('checks the kinds on submission in the SPEC order', () => {
    expect(submitProblem([])).toBe('subtitleRemoverNoBox');
    expect(submitProblem([box(1), box(2)])).toBe('subtitleRemoverOneSubtitleBox');
    expect(submitProblem([box(1), box(2, 'watermark'), box(3, 'watermark')])).toBe('subtitleRemoverOneWatermarkBox');
    expect(submitProblem([box(1), box(2, 'watermark')])).toBeNull();
  });

  it('keeps boxes inside the frame and at least 8 pixels a side', () => {
    expect(fitBox({ ltX: 330, ltY: -4, rbX: 200, rbY: 2 }, 320, 180)).toEqual({ ltX: 200, ltY: 0, rbX: 320, rbY: 8 });
    expect(moveBox(box(1), 400, -50, 320, 180)).toMatchObject({ ltX: 280, ltY: 0, rbX: 320, rbY: 30 });
  });

  it('sends subtitle and watermark boxes in their own lists', () => {
    expect(toSubmitRequest(7, [box(1), box(2, 'watermark')], 'Promo')).toEqual({
      fileId: 7,
      taskName: 'Promo',
      rectAreaList: [{ lt_x: 10, lt_y: 10, rb_x: 50, rb_y: 40 }],
      customRectAreaList: [{ lt_x: 10, lt_y: 10, rb_x: 50, rb_y: 40 }],
    });
  });

  it('refuses files that are not MP4 or MOV, or over 200 MB, before sending', () => {
    expect(videoFileProblem({ name: 'a.webm', type: 'video/webm', size: 10 })).toBe('subtitleRemoverWrongFormat');
    expect(videoFileProblem({ name: 'a.mov', type: '', size: 201 * 1024 * 1024 })).toBe('subtitleRemoverTooLarge');
    expect(videoFileProblem({ name: 'a.MP4', type: 'video/mp4', size: 10 })).toBeNull();
  });
});
