// antd's toast API on its own, for toast.ts to load after the first paint. Imported from 'antd' like every other
// antd part, so it is the one instance the providers configure (a deep path can resolve to a second copy).
export { message } from 'antd';
