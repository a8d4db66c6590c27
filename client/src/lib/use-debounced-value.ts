import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (searches wait 500 ms, docs/ARCHITECTURE.md §9). */
export function useDebouncedValue<T>(value: T, delay = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
