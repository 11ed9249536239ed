import type { ComponentProps } from 'react';
import { Switch } from 'radix-ui';

/** An on/off switch (role="switch"); name it with aria-label or a <Label htmlFor>. */
export function SwitchControl(props: Omit<ComponentProps<typeof Switch.Root>, 'className'>) {
  return (
    <Switch.Root
      {...props}
      className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent bg-input shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
    >
      <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
    </Switch.Root>
  );
}
