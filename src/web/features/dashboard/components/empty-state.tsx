import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** What a section shows with nothing in it: what that means, and what to do about it. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {children && <div className="flex flex-col items-center gap-3 text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}
