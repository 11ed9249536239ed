import type { ExternalToast } from 'sonner';

// sonner's toast() for pages that draw before the app shell (the sign-in pages): sonner (~9 KB gzipped) then loads
// after the first draw instead of before it (issue 15: /auth ≤ 120 KB). A toast only follows a request, by which
// time the module is here; the Toaster replays toasts raised before it subscribed.
const sonner = () => import('sonner');

type Show = (title: string, options?: ExternalToast) => void;

const show =
  (variant?: 'success' | 'error'): Show =>
  (title, options) =>
    void sonner().then(({ toast }) => (variant ? toast[variant] : toast)(title, options));

export const lazyToast: Show & { success: Show; error: Show } = Object.assign(show(), { success: show('success'), error: show('error') });
