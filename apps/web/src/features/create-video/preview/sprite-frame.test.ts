import { describe, expect, it } from 'vitest';
import { columnPosition, poseColumn, spriteSheetSize } from './sprite-frame';

/** The order the renderer writes a sheet in: every viseme, each with open, half and closed eyes. */
const COLUMNS = ['closed', 'rest', 'fv', 'l', 'round', 'wide', 'open'].flatMap((viseme) =>
  ['open', 'half', 'closed'].map((eyes) => `${viseme}_${eyes}.png`),
);

describe('sprite frames', () => {
  it('finds the column of a pose by its file name', () => {
    expect(poseColumn(COLUMNS, { viseme: 'closed', eyes: 'open' })).toBe(0);
    expect(poseColumn(COLUMNS, { viseme: 'rest', eyes: 'half' })).toBe(4);
    expect(poseColumn(COLUMNS, { viseme: 'open', eyes: 'closed' })).toBe(20);
  });

  it('shows the idle pose when the sheet lacks the one asked for, and the first frame when it lacks both', () => {
    expect(poseColumn(['rest_open.png', 'closed_open.png'], { viseme: 'wide', eyes: 'half' })).toBe(1);
    expect(poseColumn(['a.png', 'b.png'], { viseme: 'wide', eyes: 'half' })).toBe(0);
  });

  it('positions the sheet so the element shows exactly one column', () => {
    expect(spriteSheetSize(21)).toBe('2100% 100%');
    expect(columnPosition(0, 21)).toBe('0%');
    expect(columnPosition(4, 21)).toBe('20%');
    expect(columnPosition(20, 21)).toBe('100%');
    expect(columnPosition(0, 1)).toBe('0%');
  });
});
