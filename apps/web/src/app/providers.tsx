import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@orator/contracts';
import { ANTD_LOCALES } from '../shared/i18n/antd-locale';
import { BRAND_THEME } from './theme';

// Toasts are rendered outside the React tree (the API client raises them); give them the brand theme too.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={BRAND_THEME}>{children}</ConfigProvider> });

interface TProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: TProvidersProps) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[toLocale(i18n.language)]} theme={BRAND_THEME}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
