import '@studyflow/ui/theme/global.css';
import type { AppConfig } from '@studyflow/contracts/edition';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/boot';
import { readPrerenderMarker, startPrerendered } from './app/prerendered';
import { applyTheme } from './lib/theme';

// Before the first paint, so a dark-theme user never sees a light flash.
applyTheme();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

const start = (prerendered?: AppConfig) =>
  createRoot(root).render(
    <StrictMode>
      <App prerendered={prerendered} />
    </StrictMode>,
  );

// A prerendered page (the landing) is already on screen: the app takes over with the same page once
// its chunks are here. Not a top-level await: those chunks import this one, which would wait forever.
const marker = readPrerenderMarker(document, window.location.pathname);
if (marker) startPrerendered(marker).then(start, () => start());
else start();
