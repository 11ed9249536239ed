import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSession } from './app/require-session';
import { ErrorBoundary } from './components/error-boundary';
import { LoadingIndicator } from './components/ui/spinner';
import { queryClient } from './lib/query-client';
import { sessionQuery } from './lib/use-session';
import { prefetchAnalytics } from './features/analytics/api/analytics';
import { startPdfWorker } from './features/documents/viewer/early-worker';
import { isOpenableKind, openFileQuery } from './features/documents/viewer/open-file';

// The one route table of SPEC §2. Every page loads on demand behind the 'Loading...' placeholder, and so does
// the app layout: the sign-in page downloads neither the shell nor any page behind it. The table is rendered with
// useRoutes under a <BrowserRouter> rather than a data router: no page uses loaders or actions, and the data
// router's code was ~15 KB of the sign-in page's first load (issue 15: ≤ 120 KB).

const loadAppLayout = () => import('./layout/app-layout').then((module) => ({ default: module.AppLayout }));
const AppLayout = lazy(loadAppLayout);

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

interface ProtectedPage {
  path?: string;
  load: () => Promise<PageModule>;
  /** Starts the page's first queries; loaded on demand, like the page. `load` is the page's own code. */
  prefetch?: (search: string, load: () => Promise<PageModule>, params: Params) => unknown;
}

const pages: ProtectedPage[] = [
  {
    load: () => import('./features/dashboard/dashboard-page'),
    prefetch: () => import('./features/dashboard/api/dashboard').then((m) => m.prefetchDashboard(queryClient)),
  },
  { path: 'deals', load: () => import('./features/deals/deals-page') },
  { path: 'deals/:dealId', load: () => import('./features/deals/deal-detail-page') },
  { path: 'contacts', load: () => import('./features/contacts/contacts-page') },
  { path: 'documents', load: () => import('./features/documents/documents-page') },
  {
    path: 'documents/view/:kind/:id',
    load: () => import('./features/documents/viewer/pdf-viewer-page'),
    // The file's signed URL beside the viewer's code, not after it (issue 17: a 200-page PDF's first page < 2 s).
    // pdf.js's worker boots meanwhile.
    prefetch: (_search, _load, { kind = '', id = '' }) => {
      if (!isOpenableKind(kind)) return;
      void queryClient.prefetchQuery(openFileQuery(kind, id));
      startPdfWorker();
    },
  },
  { path: 'tasks', load: () => import('./features/tasks/tasks-page') },
  {
    path: 'analytics',
    load: () => import('./features/analytics/analytics-page'),
    // The period's figures first, before any of the page's code (this module is in the entry: 1.5 KB), so the
    // request does not wait for a chunk nor queue behind the page's forty; the other sections once the page's
    // code is in and the figures have answered, which they then need not share the server with (issue 18:
    // figures painted under 1 s).
    prefetch: (search, load) =>
      Promise.all([load(), prefetchAnalytics(queryClient, search, ['summary'])]).then(() => prefetchAnalytics(queryClient, search)),
  },
  { path: 'settings', load: () => import('./features/settings/settings-page') },
  { path: 'borrower-updates', load: () => import('./features/borrower-updates/borrower-updates-page') },
  { path: 'email-files', load: () => import('./features/email-files/email-files-page') },
  { path: 'prospecting', load: () => import('./features/prospecting/prospecting-page') },
  { path: 'inquiries', load: () => import('./features/inquiries/inquiries-page') },
  { path: 'leads', load: () => import('./features/leads/leads-page') },
  { path: 'nurture', load: () => import('./features/nurture/nurture-page') },
  { path: 'campaigns', load: () => import('./features/campaigns/campaigns-page') },
  { path: 'audit-trail', load: () => import('./features/audit-trail/audit-trail-page') },
  { path: 'marketplace', load: () => import('./features/marketplace/marketplace-page') },
  { path: 'ai-agents', load: () => import('./features/ai-agents/ai-agents-page') },
  { path: 'subscription', load: () => import('./features/subscription/subscription-page') },
];

/** Protected pages: inside the app layout; the layout's own Suspense shows 'Loading...' in the content area. */
const protectedPages: RouteObject[] = pages.map(({ path, load }) =>
  path ? { path, Component: lazy(load) } : { index: true, Component: lazy(load) },
);

/**
 * On the first load of a protected address, asks for the layout, the page and the page's data at once
 * instead of one after another (session → layout → page → data). A signed-out visitor is sent to /auth and
 * the early answers are dropped.
 */
export function warmUp({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  // In the order they are needed: the browser opens six connections and queues the rest.
  void queryClient.prefetchQuery(sessionQuery);
  for (const page of pages) {
    const match = matchPath(`/${page.path ?? ''}`, pathname);
    if (!match) continue;
    void page.prefetch?.(search, page.load, match.params);
    void page.load();
    void loadAppLayout();
    return;
  }
}

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
