import { useCallback } from 'react';
import { useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * The page's search parameters and a setter bound to this page. A late call — a debounced search firing
 * while the app already navigates to another page — is dropped, instead of carrying this page's
 * parameters onto the next one (React Router resolves `?…` against wherever the app is by then).
 */
export function usePageParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setOwnParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (window.location.pathname !== pathname) return;
      setParams(next, options);
    },
    [pathname, setParams],
  );
  return [params, setOwnParams];
}
