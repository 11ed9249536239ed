import { roleDisplayName } from '@core/permissions';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useTheme } from '@web/lib/theme';
import type { Session } from '@web/lib/use-session';

/** The user menu's 'Settings' view: personal preferences (the organization's settings live on /settings). */
export function SettingsView({ session }: { session: Session }) {
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>Choose how Lender OS looks on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <div role="group" aria-label="Theme" className="flex gap-2">
            <Button variant={theme === 'light' ? 'default' : 'outline'} aria-pressed={theme === 'light'} onClick={() => setTheme('light')}>
              Light
            </Button>
            <Button variant={theme === 'dark' ? 'default' : 'outline'} aria-pressed={theme === 'dark'} onClick={() => setTheme('dark')}>
              Dark
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd>{session.user.email}</dd>
            <dt className="text-muted-foreground">Organization</dt>
            <dd>{session.organization.name}</dd>
            <dt className="text-muted-foreground">Role</dt>
            <dd>{roleDisplayName(session.profile.role)}</dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
