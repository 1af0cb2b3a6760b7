import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { queryClient } from './api/query-client';
import { ToastHost } from './components/toast-host';
import { RouteErrorPage } from './pages/route-error-page';
import { AppRoutes } from './router';

/** The whole app in a router: the browser's in main.tsx, a fixed address in the prerender. */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <ErrorBoundary FallbackComponent={RouteErrorPage}>
            <AppRoutes />
          </ErrorBoundary>
        </Router>
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>
  );
}
