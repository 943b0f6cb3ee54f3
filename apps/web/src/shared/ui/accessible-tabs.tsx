import { Tabs, type TabsProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd's Tabs with the tab list role on the element that holds the tabs. antd puts role="tablist" on the whole
 * bar, which also holds the overflow ("more tabs") button and any extra content, while a tab list may own only
 * tabs: a screen reader then counts a button among the tabs (axe: aria-required-children). The upstream fix,
 * open at the time of writing (ant-design/ant-design#49502, react-component/tabs#1013), moves the role the same way.
 */
export function AccessibleTabs(props: TabsProps) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = frame.current;
    if (!root) return;
    const moveRole = () => {
      const bar = root.querySelector(':scope > .ant-tabs > .ant-tabs-nav[role="tablist"]');
      const list = bar?.querySelector('.ant-tabs-nav-list');
      if (!bar || !list) return;
      list.setAttribute('role', 'tablist');
      list.setAttribute('aria-orientation', bar.getAttribute('aria-orientation') ?? 'horizontal');
      bar.removeAttribute('role');
      bar.removeAttribute('aria-orientation');
    };
    moveRole();
    // antd redraws its bar when the tabs or their positions change; the role must stay where it was moved.
    const observer = new MutationObserver(moveRole);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={frame} className="accessible-tabs">
      <Tabs {...props} />
    </div>
  );
}
