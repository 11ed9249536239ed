import type { ReactNode } from 'react';
import { AuthLogo } from './auth-logo';
import { ThemeToggle } from '@web/layout/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';

/** The centred card the public auth pages share. */
export function AuthShell({ heading, description, children }: { heading: string; description: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="flex justify-end p-3">
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            <AuthLogo />
            <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
