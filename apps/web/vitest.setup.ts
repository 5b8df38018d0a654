import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
