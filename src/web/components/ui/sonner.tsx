import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@web/lib/theme';

// sonner's rich colours put green and red text on pale backgrounds below WCAG AA contrast (4.25:1 and
// 4.34:1 in the light theme); darker text keeps the colour cue and reads at 4.5:1 or more.
const LIGHT_RICH_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--warning-text': '#92400e',
  '--info-text': '#1e40af',
} as CSSProperties;

/** The app's toaster (sonner), following the current theme. Toast with `toast(title, { description })`. */
export function Toaster() {
  const { theme } = useTheme();
  return <Sonner theme={theme} position="top-center" richColors closeButton style={theme === 'light' ? LIGHT_RICH_COLOURS : undefined} />;
}
