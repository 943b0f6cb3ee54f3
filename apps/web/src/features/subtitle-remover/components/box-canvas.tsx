import { CloseOutlined } from '@ant-design/icons';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBTITLE_REMOVER_LIMITS, type TEraseBoxKind, type TMessageKey } from '@orator/contracts';
import { addBoxProblem, fitBox, moveBox, type TDraftBox } from '../box-rules';

interface TBoxCanvasProps {
  frameUrl: string;
  /** The video's size: boxes are kept in its pixels, whatever size the frame is shown at. */
  width: number;
  height: number;
  boxes: readonly TDraftBox[];
  selectedId: number | undefined;
  /** The kind a newly drawn box gets. */
  kind: TEraseBoxKind;
  onChange: (boxes: TDraftBox[]) => void;
  onSelect: (id: number | undefined) => void;
  onRefused: (problem: TMessageKey) => void;
  nextId: () => number;
}

type TGesture =
  | { type: 'draw'; id: number; fromX: number; fromY: number }
  | { type: 'move'; id: number; lastX: number; lastY: number }
  | { type: 'resize'; id: number; corner: 'nw' | 'se' };

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The frame the user draws on. Drag on the picture to draw a box of the chosen kind, drag a box to move it, drag a
 * corner to resize it, press its cross to delete it. Pointer events serve mouse, pen and touch alike; the picture
 * does not scroll under a finger while drawing.
 */
export function BoxCanvas(props: TBoxCanvasProps) {
  const { frameUrl, width, height, boxes, selectedId, kind, onChange, onSelect, onRefused, nextId } = props;
  const { t } = useTranslation('subtitleRemover');
  const surface = useRef<HTMLDivElement>(null);
  const [gesture, setGesture] = useState<TGesture>();

  /** A pointer position in video pixels. */
  function pointAt(event: ReactPointerEvent): { x: number; y: number } {
    const rect = surface.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / Math.max(1, rect.width)) * width,
      y: ((event.clientY - rect.top) / Math.max(1, rect.height)) * height,
    };
  }

  const replace = (id: number, change: (box: TDraftBox) => TDraftBox) =>
    onChange(boxes.map((box) => (box.id === id ? change(box) : box)));

  function startDrawing(event: ReactPointerEvent) {
    if (event.button !== 0) return;
    const problem = addBoxProblem(boxes);
    if (problem) {
      onRefused(problem);
      return;
    }
    const { x, y } = pointAt(event);
    const id = nextId();
    surface.current?.setPointerCapture?.(event.pointerId);
    onChange([...boxes, fitBox({ id, kind, ltX: x, ltY: y, rbX: x, rbY: y }, width, height)]);
    onSelect(id);
    setGesture({ type: 'draw', id, fromX: x, fromY: y });
  }

  function startOn(event: ReactPointerEvent, id: number, type: 'move' | 'nw' | 'se') {
    event.stopPropagation();
    if (event.button !== 0) return;
    surface.current?.setPointerCapture?.(event.pointerId);
    onSelect(id);
    const { x, y } = pointAt(event);
    setGesture(type === 'move' ? { type, id, lastX: x, lastY: y } : { type: 'resize', id, corner: type });
  }

  function follow(event: ReactPointerEvent) {
    if (!gesture) return;
    const { x, y } = pointAt(event);
    if (gesture.type === 'draw') {
      replace(gesture.id, (box) =>
        fitBox({ ...box, ltX: gesture.fromX, ltY: gesture.fromY, rbX: x, rbY: y }, width, height),
      );
    } else if (gesture.type === 'move') {
      replace(gesture.id, (box) => moveBox(box, x - gesture.lastX, y - gesture.lastY, width, height));
      setGesture({ ...gesture, lastX: x, lastY: y });
    } else {
      replace(gesture.id, (box) =>
        fitBox(gesture.corner === 'nw' ? { ...box, ltX: x, ltY: y } : { ...box, rbX: x, rbY: y }, width, height),
      );
    }
  }

  function finish() {
    setGesture(undefined);
  }

  return (
    <div
      ref={surface}
      className="sr-canvas"
      style={{ aspectRatio: `${width} / ${height}` }}
      onPointerDown={startDrawing}
      onPointerMove={follow}
      onPointerUp={finish}
      onPointerCancel={finish}
      data-testid="sr-canvas"
    >
      <img src={frameUrl} alt={t('boxes.frameAlt')} draggable={false} className="sr-canvas__frame" />
      {boxes.map((box, index) => (
        <div
          key={box.id}
          className={`sr-box sr-box--${box.kind}${box.id === selectedId ? ' sr-box--selected' : ''}`}
          style={{
            left: percent(box.ltX, width),
            top: percent(box.ltY, height),
            width: percent(box.rbX - box.ltX, width),
            height: percent(box.rbY - box.ltY, height),
          }}
          onPointerDown={(event) => startOn(event, box.id, 'move')}
          data-testid={`sr-box-${index}`}
          data-kind={box.kind}
        >
          <span className="sr-box__label">{t(`kind.${box.kind}`)}</span>
          <button
            type="button"
            className="sr-box__delete"
            aria-label={t('boxes.delete', { n: index + 1 })}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={() => onChange(boxes.filter((each) => each.id !== box.id))}
            data-testid={`sr-box-delete-${index}`}
          >
            <CloseOutlined />
          </button>
          <span className="sr-box__handle sr-box__handle--nw" onPointerDown={(event) => startOn(event, box.id, 'nw')} />
          <span
            className="sr-box__handle sr-box__handle--se"
            onPointerDown={(event) => startOn(event, box.id, 'se')}
            data-testid={`sr-box-resize-${index}`}
          />
        </div>
      ))}
    </div>
  );
}

/** A box to start from when added with the button: captions low in the frame, a logo in the top right corner. */
export function defaultBox(id: number, kind: TEraseBoxKind, width: number, height: number): TDraftBox {
  const min = SUBTITLE_REMOVER_LIMITS.minBoxSide;
  if (kind === 'subtitle') {
    return fitBox(
      { id, kind, ltX: width * 0.1, ltY: height * 0.78, rbX: width * 0.9, rbY: height * 0.95 },
      width,
      height,
    );
  }
  const side = Math.max(min, Math.round(Math.min(width, height) * 0.18));
  return fitBox(
    { id, kind, ltX: width - side - width * 0.03, ltY: height * 0.03, rbX: width * 0.97, rbY: height * 0.03 + side },
    width,
    height,
  );
}
