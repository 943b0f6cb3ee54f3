import type { ThemeConfig } from 'antd';

/** The brand colours and type; global.css repeats them for the page outside antd components. */
export const BRAND_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#6d5efc',
    colorInfo: '#6d5efc',
    colorLink: '#6d5efc',
    borderRadius: 10,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
};
