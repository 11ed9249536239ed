import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@web/lib/theme';

/** The app's toaster (sonner), following the current theme. Toast with `toast(title, { description })`. */
export function Toaster() {
  const { theme } = useTheme();
  return <Sonner theme={theme} position="top-center" richColors closeButton />;
}
