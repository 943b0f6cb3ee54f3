/** The rig's mouth shapes and eye states (packages/media avatar rig); sprite columns are named after them. */
export type TViseme = 'closed' | 'rest' | 'fv' | 'l' | 'round' | 'wide' | 'open';
export type TEyes = 'open' | 'half' | 'closed';

export interface TPose {
  viseme: TViseme;
  eyes: TEyes;
}

/** Silence: lips closed and eyes open, the same face as the avatar's thumbnail in the grid. */
export const IDLE_POSE: TPose = { viseme: 'closed', eyes: 'open' };

function columnName({ viseme, eyes }: TPose): string {
  return `${viseme}_${eyes}.png`;
}

/**
 * The sprite column that shows `pose`, by the names the server lists in order. A rig without that pose
 * shows the idle one, and a sheet without either its first frame, rather than nothing.
 */
export function poseColumn(columns: readonly string[], pose: TPose): number {
  const exact = columns.indexOf(columnName(pose));
  if (exact >= 0) return exact;
  return Math.max(0, columns.indexOf(columnName(IDLE_POSE)));
}

/**
 * The sheet is scaled to the element's height, one frame per element width, so a percentage position
 * picks a column at any display size: 0% is the first frame, 100% the last.
 */
export function spriteSheetSize(columnCount: number): string {
  return `${Math.max(1, columnCount) * 100}% 100%`;
}

export function columnPosition(column: number, columnCount: number): string {
  return columnCount > 1 ? `${(column / (columnCount - 1)) * 100}%` : '0%';
}
