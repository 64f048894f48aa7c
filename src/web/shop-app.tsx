import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { type ShopConfig, ShopConfigContext } from './shop-config';

/** Query defaults of the browser and the server alike: server data stays fresh for 30 s. */
export const QUERY_DEFAULTS = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
} as const;

/** The providers every shop page runs in, on the server and in the browser. */
export function ShopApp({
  queryClient,
  config,
  children,
}: {
  queryClient: QueryClient;
  config: ShopConfig;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ShopConfigContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ShopConfigContext.Provider>
    </StrictMode>
  );
}
