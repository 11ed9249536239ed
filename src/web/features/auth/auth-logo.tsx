import { Landmark } from 'lucide-react';

export function AuthLogo() {
  return (
    <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
      <Landmark className="size-6" aria-hidden="true" />
    </span>
  );
}
