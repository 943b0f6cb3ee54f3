import type { Box } from '../avatar/rig';
import { even } from './layout';
import type { PresenterStage, Size } from './types';

/**
 * Where the presenter stands over the slides, for each layout of a `PresenterStage`, in whole, even pixels of the
 * canvas. The slides stay whole underneath: the presenter covers part of them and is not given a strip of its own.
 */

type StageLayout = PresenterStage['layout'];

/** The gap between a corner box and the canvas edges, as a fraction of the canvas's short side. */
const EDGE_MARGIN = 0.025;

interface OverlayFit {
  /** The presenter's height as a fraction of the canvas height, unless that would make it too wide. */
  height: number;
  /** The widest the presenter may be, as a fraction of the canvas width: its shape is kept, so it is drawn smaller. */
  maxWidth: number;
}

/** Cut-out presenters stand on the bottom edge, as they do without slides. */
const OVERLAY_FITS: Record<StageLayout, OverlayFit> = {
  corner: { height: 0.5, maxWidth: 0.4 },
  side: { height: 0.9, maxWidth: 0.5 },
  full: { height: 1, maxWidth: 1 },
};

/** A presenter in the corner is a 4:5 head-and-shoulders box this share of the canvas tall, at most 40 % as wide. */
const CORNER_HEIGHT = 0.38;
const CORNER_RATIO = 4 / 5;
const CORNER_MAX_WIDTH = 0.4;
/** The side column has a phone video's shape (9:16), and covers at most half of the canvas width. */
const SIDE_COLUMN_RATIO = 9 / 16;
const SIDE_MAX_WIDTH = 0.5;

function edgeMargin(canvas: Size): number {
  return even(EDGE_MARGIN * Math.min(canvas.width, canvas.height));
}

/**
 * A cut-out (overlay) presenter of frame size `presenter`: `corner` half the canvas tall at the lower right, `side`
 * nine tenths tall at the right, `full` the canvas's height in the middle. Its frame keeps its shape, so a presenter
 * wider than its layout allows is drawn smaller.
 */
export function overlayStageBox(layout: StageLayout, canvas: Size, presenter: Size): Box {
  const fit = OVERLAY_FITS[layout];
  const aspect = presenter.width / presenter.height;
  const height = even(Math.min(fit.height * canvas.height, (fit.maxWidth * canvas.width) / aspect));
  const width = even(height * aspect);
  const x = layout === 'full' ? (canvas.width - width) / 2 : canvas.width - edgeMargin(canvas) - width;
  return { x: Math.round(x), y: canvas.height - height, width, height };
}

/**
 * The box an opaque (fill) presenter's picture is fitted into: `corner` a 4:5 box of head and shoulders at the lower
 * right with a margin (`headCrop`); `side` a 9:16 column the canvas's height at the right edge; `full` the whole
 * canvas. The picture is cropped to the box's shape around its face (`fillCrop`) in the last two.
 */
export function fillStageBox(layout: StageLayout, canvas: Size): Box {
  if (layout === 'full') return { x: 0, y: 0, ...canvas };
  if (layout === 'side') {
    const width = even(Math.min(SIDE_COLUMN_RATIO * canvas.height, SIDE_MAX_WIDTH * canvas.width));
    return { x: canvas.width - width, y: 0, width, height: canvas.height };
  }
  const margin = edgeMargin(canvas);
  const width = even(Math.min(CORNER_HEIGHT * canvas.height * CORNER_RATIO, CORNER_MAX_WIDTH * canvas.width));
  const height = even(width / CORNER_RATIO);
  return { x: canvas.width - margin - width, y: canvas.height - margin - height, width, height };
}
