import { Navigate, Outlet } from 'react-router';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/use-session';

/** Protected routes: 'Loading...' while the session is determined, signed-out users go to /auth. */
export function RequireSession() {
  const { session, isPending, error } = useSession();
  if (isPending) return <LoadingIndicator fullScreen />;
  if (error) throw error;
  if (!session) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** Public pages only for signed-out users (/auth): signed-in users are sent to /. */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const { session, isPending } = useSession();
  if (isPending) return <LoadingIndicator fullScreen />;
  if (session) return <Navigate to="/" replace />;
  return <>{children}</>;
}
