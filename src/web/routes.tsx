import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from './app/require-session';
import { ErrorBoundary } from './components/error-boundary';
import { LoadingIndicator } from './components/ui/spinner';

// The one route table of SPEC §2. Every page loads on demand behind the 'Loading...' placeholder, and so does
// the app layout: the sign-in page downloads neither the shell nor any page behind it. The table is rendered with
// useRoutes under a <BrowserRouter> rather than a data router: no page uses loaders or actions, and the data
// router's code was ~15 KB of the sign-in page's first load (issue 15: ≤ 120 KB).

const AppLayout = lazy(() => import('./layout/app-layout').then((module) => ({ default: module.AppLayout })));

type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>, fullScreen = false) {
  const Page: LazyExoticComponent<ComponentType> = lazy(load);
  return (
    <Suspense fallback={<LoadingIndicator fullScreen={fullScreen} />}>
      <Page />
    </Suspense>
  );
}

/** Public pages: no app layout. */
const publicRoutes: RouteObject[] = [
  {
    path: '/auth',
    element: <RedirectIfSignedIn>{page(() => import('./features/auth/auth-page'), true)}</RedirectIfSignedIn>,
  },
  { path: '/auth/reset-password', element: page(() => import('./features/auth/reset-password-page'), true) },
  { path: '/pricing', element: page(() => import('./features/pricing/pricing-page'), true) },
  { path: '/subscription-success', element: page(() => import('./features/subscription/subscription-success-page'), true) },
  { path: '/borrower-update/:dealId', element: page(() => import('./features/borrower-update/borrower-update-page'), true) },
  { path: '/inquire/:organizationId', element: page(() => import('./features/inquiries/public-inquiry-page'), true) },
  { path: '/lead-form/:organizationId', element: page(() => import('./features/leads/public-lead-form-page'), true) },
  { path: '/marketplace-listing', element: page(() => import('./features/marketplace/public-listing-page'), true) },
];

/** Protected pages: inside the app layout; the layout's own Suspense shows 'Loading...' in the content area. */
const protectedPages: RouteObject[] = [
  { index: true, Component: lazy(() => import('./features/dashboard/dashboard-page')) },
  { path: 'deals', Component: lazy(() => import('./features/deals/deals-page')) },
  { path: 'deals/:dealId', Component: lazy(() => import('./features/deals/deal-detail-page')) },
  { path: 'contacts', Component: lazy(() => import('./features/contacts/contacts-page')) },
  { path: 'documents', Component: lazy(() => import('./features/documents/documents-page')) },
  { path: 'documents/view/:kind/:id', Component: lazy(() => import('./features/documents/viewer/pdf-viewer-page')) },
  { path: 'tasks', Component: lazy(() => import('./features/tasks/tasks-page')) },
  { path: 'analytics', Component: lazy(() => import('./features/analytics/analytics-page')) },
  { path: 'settings', Component: lazy(() => import('./features/settings/settings-page')) },
  { path: 'borrower-updates', Component: lazy(() => import('./features/borrower-updates/borrower-updates-page')) },
  { path: 'email-files', Component: lazy(() => import('./features/email-files/email-files-page')) },
  { path: 'prospecting', Component: lazy(() => import('./features/prospecting/prospecting-page')) },
  { path: 'inquiries', Component: lazy(() => import('./features/inquiries/inquiries-page')) },
  { path: 'leads', Component: lazy(() => import('./features/leads/leads-page')) },
  { path: 'nurture', Component: lazy(() => import('./features/nurture/nurture-page')) },
  { path: 'campaigns', Component: lazy(() => import('./features/campaigns/campaigns-page')) },
  { path: 'audit-trail', Component: lazy(() => import('./features/audit-trail/audit-trail-page')) },
  { path: 'marketplace', Component: lazy(() => import('./features/marketplace/marketplace-page')) },
  { path: 'ai-agents', Component: lazy(() => import('./features/ai-agents/ai-agents-page')) },
  { path: 'subscription', Component: lazy(() => import('./features/subscription/subscription-page')) },
];

export const routes: RouteObject[] = [
  ...publicRoutes,
  {
    path: '/',
    element: <RequireSession />,
    children: [{ element: <Suspense fallback={<LoadingIndicator fullScreen />}><AppLayout /></Suspense>, children: protectedPages }],
  },
  { path: '*', element: page(() => import('./app/not-found-page'), true) },
];

/** The routes, with SPEC §2's error screen for any render or lazy-import error below; leaving the page clears it. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{useRoutes(routes)}</ErrorBoundary>;
}
