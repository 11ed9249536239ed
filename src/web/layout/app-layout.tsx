import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { STORAGE_KEYS } from '@core/limits';
import { E2eThrowProbe } from '@web/app/e2e-throw-probe';
import { Button } from '@web/components/ui/button';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { useLocalStorageFlag } from '@web/lib/use-local-storage-flag';
import { useRealtimeChannel } from '@web/lib/realtime';
import { useSession, type Session } from '@web/lib/use-session';
import { cn } from '@web/lib/utils';
import type { AccountView } from './account-view';
import { AssistantFab, AssistantPanel } from './assistant-panel';
import { BottomNav } from './bottom-nav';
import { MobileTopBar } from './mobile-top-bar';
import { Sidebar } from './sidebar';

// The user menu's in-page views (forms) load when opened, not with every page.
const ProfileView = lazy(() => import('@web/features/account/profile-view').then((module) => ({ default: module.ProfileView })));
const SettingsView = lazy(() => import('@web/features/account/settings-view').then((module) => ({ default: module.SettingsView })));

/** The app layout of every protected route: sidebar (desktop) or top bar + sheet + bottom nav (mobile). */
export function AppLayout() {
  const { session } = useSession();
  // RequireSession renders this only with a session; the guard keeps the types honest.
  if (!session) return <LoadingIndicator fullScreen />;
  return <Shell session={session} />;
}

function Shell({ session }: { session: Session }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [collapsed, setCollapsed] = useLocalStorageFlag(STORAGE_KEYS.sidebarCollapsed);
  const [assistantOpen, setAssistantOpen] = useState(false);
  // The in-page view belongs to the page it was opened on: navigating anywhere closes it.
  const [accountView, setAccountView] = useState<{ view: AccountView; locationKey: string } | null>(null);
  const activeView = accountView?.locationKey === location.key ? accountView.view : null;

  useRealtimeChannel(queryClient, true);

  const toggleAssistant = () => setAssistantOpen((open) => !open);
  const openView = (view: AccountView) => setAccountView({ view, locationKey: location.key });

  return (
    <TooltipProvider delayDuration={200}>
      <div className="min-h-screen bg-background">
        {/* The app's chrome stays off paper: printing shows the page's content alone (styles.css). */}
        <div data-app-chrome className="contents">
          <Sidebar
            session={session}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed(!collapsed)}
            assistantOpen={assistantOpen}
            onToggleAssistant={toggleAssistant}
            onOpenView={openView}
          />
          <MobileTopBar session={session} assistantOpen={assistantOpen} onToggleAssistant={toggleAssistant} onOpenView={openView} />
        </div>

        <main id="main" className={cn('min-w-0 p-4 pb-24 lg:p-8 lg:pb-8', collapsed ? 'lg:ml-16' : 'lg:ml-64')}>
          {activeView ? (
            <div className="mx-auto flex max-w-3xl flex-col gap-4">
              <Button variant="ghost" className="w-fit" onClick={() => setAccountView(null)}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <Suspense fallback={<LoadingIndicator />}>
                {activeView === 'profile' ? <ProfileView session={session} /> : <SettingsView session={session} />}
              </Suspense>
            </div>
          ) : (
            <Suspense fallback={<LoadingIndicator />}>
              <E2eThrowProbe />
              <Outlet />
            </Suspense>
          )}
        </main>

        <div data-app-chrome className="contents">
          <BottomNav />
          {!assistantOpen && <AssistantFab onOpen={() => setAssistantOpen(true)} />}
          <AssistantPanel open={assistantOpen} onClose={() => setAssistantOpen(false)} />
        </div>
      </div>
    </TooltipProvider>
  );
}
