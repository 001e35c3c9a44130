import { useState } from 'react';

/**
 * Forward paging with opaque provider keys: the stack of keys that led to the current page,
 * so "Previous" can go back without the provider offering a backward key.
 */
export function usePageKeys() {
  const [keys, setKeys] = useState<(string | undefined)[]>([undefined]);
  const current = keys.at(-1);
  return {
    current,
    page: keys.length,
    next: (key: string) => {
      setKeys((stack) => [...stack, key]);
    },
    previous: () => {
      setKeys((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack));
    },
    reset: () => {
      setKeys([undefined]);
    },
  };
}
