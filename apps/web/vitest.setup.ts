import { toasts } from '@studyflow/ui/toast';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
// Files share their worker's modules (vitest.config.ts), so the app-wide toast queue is emptied too.
afterEach(() => {
  cleanup();
  toasts.clear();
  // What React Aria leaves in <body> outside a rendered tree (its live announcer, portals).
  document.body.replaceChildren();
  window.localStorage.clear();
});
