import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

interface TProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What every screen shares. antd's theme is not here: it comes with the screens built with antd
 * (shared/ui/antd-scope.tsx), so the public site paints without antd's style engine.
 */
export function Providers({ queryClient, children }: TProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
