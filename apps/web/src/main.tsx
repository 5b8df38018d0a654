import '@studyflow/ui/theme/global.css';
import type { AppConfig } from '@studyflow/contracts/edition';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/boot';
import { readPrerenderMarker, startPrerendered } from './app/prerendered';
import { takeOver } from './app/takeover';
import { startWorkerAfterLoad } from './lib/offline/start-worker';
import { applyEarlyGuestStyle } from './lib/theme/guest-accessibility';
import { applyTheme } from './lib/theme/theme';

// Before the first paint, so a dark-theme user never sees a light flash, nor a guest the standard
// colours before their own (a prerendered page's start script has put those on already).
applyTheme();
applyEarlyGuestStyle();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

const reactRoot = createRoot(root);
const render = (prerendered?: AppConfig) =>
  reactRoot.render(
    <StrictMode>
      <App prerendered={prerendered} />
    </StrictMode>,
  );

// A prerendered page (the landing) is already on screen: the app takes over with the same page once
// its chunks are here, in one synchronous commit, keeping the visitor's focus and a press they made
// meanwhile (app/takeover.ts). Not a top-level await: those chunks import this one, which would wait
// forever.
const marker = readPrerenderMarker(document, window.location.pathname);
if (marker) {
  const takeOverWith = (prerendered?: AppConfig) =>
    takeOver(root, () => flushSync(() => render(prerendered)));
  startPrerendered(marker).then(takeOverWith, () => takeOverWith());
} else {
  render();
}

// The offline worker (docs/decisions.md, "Offline learning"), after the load event and in a chunk
// of its own.
startWorkerAfterLoad();
