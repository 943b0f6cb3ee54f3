import { lazy, Suspense, type ComponentProps } from 'react';
import type { Drawer } from 'antd';
import { useOnceTrue } from '../lib/use-once-true';

const AntdDrawer = lazy(() => import('./antd-drawer').then(({ ScopedDrawer }) => ({ default: ScopedDrawer })));

/** antd's Drawer, loaded the first time it opens: the phone menus that use it are closed on a first visit. */
export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  const isNeeded = useOnceTrue(Boolean(props.open));
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <AntdDrawer {...props} />
    </Suspense>
  );
}
