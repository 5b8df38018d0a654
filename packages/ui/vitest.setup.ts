import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom (used by the overlay tests, see menu.test.tsx) lacks CSS.escape, which React Aria calls
// when it looks for a viewport <meta>. A minimal stand-in for the simple names it escapes.
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`) },
  });
}

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(() => {
  cleanup();
});
