// antd's toast API on its own, for toast.ts to load after the first paint. Imported from 'antd' like every other
// antd part, so it is the one instance configured here (a deep path can resolve to a second copy).
import { ConfigProvider } from 'antd';
import { AntdScope } from './antd-scope';

// Toasts are rendered outside the React tree (the API client raises them); give them the brand theme too.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });

export { message } from 'antd';
