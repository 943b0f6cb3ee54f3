// antd's Drawer on its own, for lazy-drawer.tsx to load when a drawer first opens. Imported from 'antd' like every
// other antd part, so it reads the one ConfigProvider the app renders (a deep path can resolve to a second copy).
export { Drawer } from 'antd';
