import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from './components/error-boundary';
import { queryClient } from './lib/query-client';
import { AppRoutes, warmUp } from './routes';
import './styles.css';

// The toaster (sonner) loads after the first draw: the sign-in page is drawn without it (issue 15: ≤ 120 KB).
const Toaster = lazy(() => import('./components/ui/sonner').then((module) => ({ default: module.Toaster })));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

warmUp(window.location);
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
