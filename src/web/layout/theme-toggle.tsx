import { Moon, Sun } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { cn } from '@web/lib/utils';

export function ThemeToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const title = theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'default' : 'icon'}
      title={title}
      aria-label={title}
      onClick={toggleTheme}
      className={cn(withLabel && 'w-full justify-start', className)}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      {withLabel && <span>{title}</span>}
    </Button>
  );
}
