import { toasts } from '@studyflow/ui/toast';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { markPageDrawn } from './src/lib/timing/page-drawn';

// findBy… and waitFor give up after 1 s by default: a lazily loaded chunk (read aloud's engine, a
// dialog's code) or a keyboard walk can take longer on a loaded 2-core machine, where the suite
// runs beside itself. What they wait for still has to happen; only the patience is longer.
configure({ asyncUtilTimeout: 5000 });

// A component test sees the app as it is after its first seconds: the first page drawn, so what waits
// for it (lib/timing/after-first-view.tsx: the footer, the account area) is there. Tests of the first
// view itself call resetPageDrawn().
beforeEach(markPageDrawn);

// Testing Library only auto-cleans when test globals are on; this project imports them explicitly.
// Files share their worker's modules (vitest.config.ts), so the app-wide toast queue is emptied too.
afterEach(() => {
  cleanup();
  toasts.clear();
  // What React Aria leaves in <body> outside a rendered tree (its live announcer, portals).
  document.body.replaceChildren();
  window.localStorage.clear();
});
