import { Link } from 'react-router';
import { Rocket } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

interface Step {
  title: string;
  text: string;
  to: string;
  action: string;
}

function steps(canInvite: boolean): Step[] {
  const all: Step[] = [
    {
      title: 'Start your pipeline',
      text: 'Enter a loan by hand or from an uploaded document; it enters the first stage of your pipeline.',
      to: '/deals',
      action: 'Create your first deal',
    },
    {
      title: 'Add your contacts',
      text: 'Borrowers, brokers, escrow and title officers you work with.',
      to: '/contacts',
      action: 'Add contacts',
    },
  ];
  if (canInvite) {
    all.push({
      title: 'Invite your team',
      text: 'Loan officers and admins see the same pipeline and review queues.',
      to: '/settings?tab=admin',
      action: 'Invite your team',
    });
  }
  return all;
}

/** Shown to staff while the organization has no deals in play: what to do first. */
export function GettingStartedCard({ organizationName, canInvite }: { organizationName?: string; canInvite: boolean }) {
  return (
    <Card className="gap-4 border-primary/40">
      <section aria-labelledby="getting-started-heading" data-testid="getting-started" className="flex flex-col gap-4">
        <CardHeader>
          <CardTitle id="getting-started-heading" className="flex items-center gap-2 text-lg">
            <Rocket className="size-5 text-primary" aria-hidden="true" />
            Welcome to Lender OS
          </CardTitle>
          <CardDescription>
            {organizationName ? `${organizationName}'s` : 'Your'} pipeline is empty. Here is how to get it going.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4 md:grid-cols-3">
            {steps(canInvite).map((step, index) => (
              <li key={step.to} className="flex flex-col gap-2 rounded-lg border p-4">
                <p className="text-sm font-semibold">
                  <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
                    {index + 1}
                  </span>
                  {step.title}
                </p>
                <p className="flex-1 text-sm text-muted-foreground">{step.text}</p>
                <Link to={step.to} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline', className: 'w-fit' })}>
                  {step.action}
                </Link>
              </li>
            ))}
          </ol>
        </CardContent>
      </section>
    </Card>
  );
}
