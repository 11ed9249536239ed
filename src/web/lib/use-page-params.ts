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
      // An update computed from the parameters reads them from the address, not from the last render: two quick
      // changes (From, then To) would otherwise each start from the parameters before either.
      setParams(typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next, options);
    },
    [pathname, setParams],
  );
  return [params, setOwnParams];
}

/** An update for the setter: one parameter set, or removed when empty. */
export const withParam = (key: string, value: string | null | undefined) => (current: URLSearchParams) => {
  if (value) current.set(key, value);
  else current.delete(key);
  return current;
};
