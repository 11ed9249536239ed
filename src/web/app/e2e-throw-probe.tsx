import { useSearchParams } from 'react-router';

export const E2E_THROW_STORAGE_KEY = 'lender-os:e2e-throw';

function throwingEnabled(): boolean {
  try {
    return window.localStorage.getItem(E2E_THROW_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Lets an end-to-end test reach the error screen without a broken page: `?__throw=1` on a protected page makes it
 * throw, but only in a browser where localStorage 'lender-os:e2e-throw' is '1' (a test sets it; users never do).
 */
export function E2eThrowProbe() {
  const [params] = useSearchParams();
  if (params.get('__throw') === '1' && throwingEnabled()) {
    throw new Error('Test error: this page was asked to throw (__throw=1).');
  }
  return null;
}
