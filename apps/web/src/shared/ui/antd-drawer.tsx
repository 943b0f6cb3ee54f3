// antd's Drawer on its own, for lazy-drawer.tsx to load when a drawer first opens. Imported from 'antd' like every
// other antd part, so it is the one copy (a deep path can resolve to a second).
import type { ComponentProps } from 'react';
import { Drawer } from 'antd';
import { AntdScope } from './antd-scope';

/** In its own AntdScope: the public site's phone menu opens one in a header built without antd. */
export function ScopedDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <AntdScope>
      <Drawer {...props} />
    </AntdScope>
  );
}
