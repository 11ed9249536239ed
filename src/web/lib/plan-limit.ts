// A plan limit refused the request (402): its body names where to upgrade. Toasts and alerts offer that link.
import type { ExternalToast } from 'sonner';
import { ApiError } from './api';

/** The upgrade link of a plan-limit refusal, or undefined for any other error. */
export function upgradeUrlOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 402) return undefined;
  const url = (error.details as { upgrade_url?: unknown } | undefined)?.upgrade_url;
  return typeof url === 'string' && url.startsWith('/') ? url : undefined;
}

/** Toast options: the error's message, and an 'Upgrade plan' button when a plan limit refused it. */
export function errorToastOptions(error: unknown, description = error instanceof Error ? error.message : String(error)): ExternalToast {
  const url = upgradeUrlOf(error);
  return url ? { description, duration: 15_000, action: { label: 'Upgrade plan', onClick: () => window.location.assign(url) } } : { description };
}
