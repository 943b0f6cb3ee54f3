import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@orator/contracts';
import { antdLocale } from '../i18n/antd-locale';
import { BRAND_THEME } from './theme';

/**
 * antd puts a space between two CJK characters of a button ("充 值"); Chinese labels are written as meant,
 * so no space is inserted.
 */
const BUTTON_CONFIG: ConfigProviderProps['button'] = { autoInsertSpace: false };

/**
 * antd's brand theme, texts in the visitor's language and button rules, around whatever is built with antd: the
 * route table puts each screen and layout that uses antd inside one (route-objects.ts), and the parts of antd that
 * load later on plain screens (menus, drawers, dialogs, toasts) bring their own. Nested scopes are harmless.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // Always a locale, English included: ConfigProvider wraps its children in a locale provider only when it has one,
  // so a switch from none to Chinese would remount the screen and drop what the user had typed or opened. English
  // is antd's default, in antd's own code already.
  return (
    <ConfigProvider locale={antdLocale(toLocale(i18n.language)) ?? enUS} theme={BRAND_THEME} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}

/** A screen or layout inside its own AntdScope; `inner` is the screen itself. */
export function withAntdScope(Component: ComponentType): ComponentType & { inner: ComponentType } {
  function Scoped() {
    return (
      <AntdScope>
        <Component />
      </AntdScope>
    );
  }
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name})`;
  return Object.assign(Scoped, { inner: Component });
}
