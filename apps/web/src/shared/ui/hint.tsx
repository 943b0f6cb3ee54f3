import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import './hint.css';

type THintPlacement = 'top' | 'right';
type THintSide = THintPlacement | 'bottom';

interface THintOptions {
  text: string;
  /** Above the control, or to its right (the sidebar's). */
  placement?: THintPlacement;
  /** The hint repeats the control's own name (a collapsed sidebar's labels), which screen readers need only once. */
  isName?: boolean;
}

/** Between the control and its hint, the arrow included, as antd leaves it. */
const GAP_PX = 12;

function positionOf(trigger: DOMRect, side: THintSide): { left: number; top: number } {
  if (side === 'right') return { left: trigger.right + GAP_PX, top: trigger.top + trigger.height / 2 };
  const left = trigger.left + trigger.width / 2;
  return side === 'top' ? { left, top: trigger.top - GAP_PX } : { left, top: trigger.bottom + GAP_PX };
}

/**
 * A tooltip drawn without antd, as antd's looks: a dark bubble beside a control while the pointer is over it or the
 * keyboard is on it, gone with Escape or a scroll. Its text is the control's accessible description (with `isName`,
 * a visible copy of its name), read whether or not the bubble shows. Spread `triggerProps` on the control and put
 * `hint` right after it.
 */
export function useHint({ text, placement = 'top', isName = false }: THintOptions) {
  const id = useId();
  const bubble = useRef<HTMLSpanElement>(null);
  const [trigger, setTrigger] = useState<DOMRect | null>(null);

  function show(event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) {
    // A click focuses too; the pointer has shown the hint already.
    if (event.type === 'focus' && !event.currentTarget.matches(':focus-visible')) return;
    setTrigger(event.currentTarget.getBoundingClientRect());
  }
  const hide = () => setTrigger(null);

  // Placed once drawn, when its size is known: a hint that does not fit above its control goes below it. Fixed to
  // the window, so a scrolling sidebar does not clip it.
  useLayoutEffect(() => {
    const node = bubble.current;
    if (!node || !trigger) return;
    const side = placement === 'top' && trigger.top - GAP_PX - node.offsetHeight < 0 ? 'bottom' : placement;
    const { left, top } = positionOf(trigger, side);
    node.dataset.side = side;
    node.style.left = `${left}px`;
    node.style.top = `${top}px`;
  }, [trigger, placement]);

  useEffect(() => {
    if (!trigger) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, { capture: true });
    };
  }, [trigger]);

  return {
    triggerProps: {
      onPointerEnter: show,
      onPointerLeave: hide,
      onFocus: show,
      onBlur: hide,
      'aria-describedby': isName ? undefined : id,
    },
    hint: (
      <span
        ref={bubble}
        id={id}
        role={isName ? undefined : 'tooltip'}
        aria-hidden={isName ? true : undefined}
        className="hint"
        hidden={!trigger}
      >
        {text}
      </span>
    ),
  };
}
