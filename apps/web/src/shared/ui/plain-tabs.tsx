import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export interface TPlainTab {
  key: string;
  label: string;
  /** Drawn the first time its tab is chosen, then kept (with what was typed into it) while another is shown. */
  panel: ReactNode;
  testId?: string;
}

/** The key that moves the choice, and to which tab: the tab list's keyboard pattern (WAI-ARIA tabs). */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs built without antd, drawn as antd's line tabs: for screens that paint before antd loads. The first tab is
 * shown at first; the arrow keys, Home and End move between tabs and show the one they reach.
 */
export function PlainTabs({ tabs }: { tabs: readonly TPlainTab[] }) {
  const baseId = useId();
  const [active, setActive] = useState(tabs[0]?.key);
  const [shown, setShown] = useState<ReadonlySet<string | undefined>>(() => new Set([tabs[0]?.key]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function choose(key: string) {
    setActive(key);
    setShown((keys) => new Set(keys).add(key));
  }

  function moveFrom(index: number, event: KeyboardEvent) {
    const step = STEPS[event.key];
    const target = step && tabs[step(index, tabs.length)];
    if (!target) return;
    event.preventDefault();
    choose(target.key);
    buttons.current.get(target.key)?.focus();
  }

  return (
    <div className="plain-tabs">
      <div className="plain-tabs__list" role="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(button) => {
              if (button) buttons.current.set(tab.key, button);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className="plain-tabs__tab"
            onClick={() => choose(tab.key)}
            onKeyDown={(event) => moveFrom(index, event)}
            data-testid={tab.testId}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => shown.has(tab.key))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${baseId}-panel-${tab.key}`}
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            hidden={tab.key !== active}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
