import '@studyflow/ui/theme/global.css';
import { StrictMode, startTransition } from 'react';
import { App } from './app/boot';
import { preloadPage, readPrerenderMarker } from './app/prerendered';
import { beginTakeover } from './app/takeover';
import { startWorkerAfterLoad } from './lib/offline/start-worker';
import { givePageLocale } from './lib/shell/page-locale';
import { awaitShortcuts } from './lib/shortcuts/early-keys';
import { applyEarlyGuestStyle } from './lib/theme/guest-accessibility';
import { applyTheme } from './lib/theme/theme';
import { createRoot, hydrateRoot } from './react-client';

// Before the first paint, so a dark-theme user never sees a light flash, nor a guest the standard
// colours before their own (a prerendered page's start script has put those on already).
applyTheme();
applyEarlyGuestStyle();
// React Aria speaks the page's language, not the browser's (lib/shell/page-locale.ts).
givePageLocale();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// A prerendered page is already on screen: the app hydrates it, attaching to the snapshot's own
// elements instead of drawing the page again (docs/decisions.md, "Performance"). Its lazy parts come
// first, so hydration never waits for a chunk; should one fail, hydration shows the error page in its
// place as any render would. As a transition, React hydrates in slices between which the browser
// answers the visitor, and what they did before it listened is carried out once it has
// (app/takeover.ts). Not a top-level await: those chunks import this one, which would wait forever.
const marker = readPrerenderMarker(document, window.location.pathname);
if (marker) {
  // The not-found page the BFF answered an unknown address with: the guest is sent to it (GRD-9).
  if (marker.path !== window.location.pathname) window.history.replaceState(null, '', marker.path);
  const prerendered = { edition: marker.edition, mailboxUrl: null };
  void preloadPage(marker.path, marker.edition)
    .catch(() => undefined)
    .then(() => {
      const hydrated = beginTakeover(root);
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App prerendered={prerendered} onHydrated={hydrated} />
          </StrictMode>,
        );
      });
    });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// What no first view needs waits: the single-key shortcuts for their first key, and the offline
// worker for the browser to be idle (docs/decisions.md, "Offline learning").
awaitShortcuts();
startWorkerAfterLoad();
