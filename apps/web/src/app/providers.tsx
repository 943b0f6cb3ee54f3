import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@orator/contracts';
import { antdLocale } from '../shared/i18n/antd-locale';
import { BRAND_THEME } from './theme';

/**
 * antd puts a space between two CJK characters of a button ("充 值"); Chinese labels are written as meant,
 * so no space is inserted.
 */
const BUTTON_CONFIG: ConfigProviderProps['button'] = { autoInsertSpace: false };

// Toasts are rendered outside the React tree (the API client raises them); give them the brand theme too.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={BRAND_THEME} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  ),
});

interface TProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: TProvidersProps) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(toLocale(i18n.language))} theme={BRAND_THEME} button={BUTTON_CONFIG}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
