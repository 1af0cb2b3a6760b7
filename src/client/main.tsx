import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { queryClient } from './api/query-client';
import { ToastHost } from './components/toast-host';
import { RouteErrorPage } from './pages/route-error-page';
import { AppRoutes } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ErrorBoundary FallbackComponent={RouteErrorPage}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  </StrictMode>,
);
