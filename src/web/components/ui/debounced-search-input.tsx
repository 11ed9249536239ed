import { useEffect, useState, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from './input';

const DEFAULT_DELAY_MS = 300;

type DebouncedSearchInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The committed search (e.g. from the URL); the box shows it again whenever it changes elsewhere. */
  value: string;
  /** Called once typing pauses, so a word costs one request rather than one per letter. */
  onSearch: (value: string) => void;
  delayMs?: number;
};

/** A search box with a magnifier icon that reports its text after a pause. Give it an id and a <label>. */
export function DebouncedSearchInput({ value, onSearch, delayMs = DEFAULT_DELAY_MS, ...props }: DebouncedSearchInputProps) {
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  if (value.trim() !== reported.trim()) {
    // Changed from outside (a 'Clear filters' button, the back button): show what it now says. Whitespace alone
    // does not count, as the owner may trim what it stores.
    setReported(value);
    setText(value);
  }
  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      onSearch(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, reported, onSearch, delayMs]);

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input {...props} type="search" className="pl-8" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
