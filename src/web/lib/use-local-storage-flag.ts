import { useCallback, useState } from 'react';

/** A boolean remembered in localStorage as 'true' / 'false' (e.g. 'sidebar-collapsed'). */
export function useLocalStorageFlag(key: string, initial = false): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : stored === 'true';
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // not persisted
      }
    },
    [key],
  );
  return [value, update];
}
