import type { Edition } from '@studyflow/contracts/edition';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppTree } from './app/boot';
import { earlyRequestTable } from './app/early-request-table';
import {
  FIRST_VIEW_PAGES,
  PRERENDERED_PAGES,
  type PrerenderMarker,
  preloadPage,
  SIGNED_IN_START,
} from './app/prerendered';
import { PRERENDER_MARKER_ID } from './app/takeover';
import { ROUTE_NAMES, routes } from './config/paths';
import { dataLayerOf } from './lib/api/data-layer';
import { createTrpcClient } from './lib/api/trpc-client';
import { PageTitleSink } from './lib/components/page';
import { brandFor } from './lib/edition/copy';
import { SessionStore } from './lib/session/session-store';

export { earlyRequestTable, PRERENDER_MARKER_ID, PRERENDERED_PAGES, SIGNED_IN_START };

/**
 * The signed-in first views whose scripts index.html names for preloading (app/prerendered.ts):
 * each with its modules and the patterns of its routes in the edition.
 */
export const firstViews = (edition: Edition) =>
  FIRST_VIEW_PAGES.map(({ name, routes: names, modules }) => ({
    name,
    modules,
    patterns: names
      .filter((route) => routes[route].editions.includes(edition))
      .map((route) => routes[route].pattern),
  }));

/**
 * Every route pattern of the edition (config/paths.ts), for the BFF to tell an address of the app
 * from one no route knows (vite-prerender.ts writes them beside the pages).
 */
export const routePatterns = (edition: Edition): string[] =>
  ROUTE_NAMES.filter((name) => routes[name].editions.includes(edition)).map((name) => routes[name].pattern);

/**
 * What index.html (the signed-in app, until its scripts run) shows: the loading screen the app
 * starts with, drawn in the HTML so it paints at once (First Contentful Paint before ~230 KB of
 * script has arrived and run); the app's own first render then draws the same in its place.
 */
export async function renderLoadingScreen(): Promise<string> {
  const { prelude } = await prerender(<LoadingScreen immediate />);
  return new Response(prelude).text();
}

/** The address of the page an unknown one is answered with (GRD-9). */
export const NOT_FOUND_PATH = routes.notFound.href();

/**
 * The build's server render: vite.prerender.config.ts builds this module first, and the prerender
 * plugin (vite-prerender.ts) imports it in Node once the browser build is on disk, calling it for
 * each page of PRERENDERED_PAGES in each edition. It renders the app's own tree at `path`, for a
 * visitor nobody has signed in yet, with every lazy part on the way loaded. Nothing is asked of the
 * server: the session query stays pending, which public pages render through and a guest page
 * started from its snapshot does too (decide.ts). The title is the one the page names itself by.
 */
export async function renderPage(
  path: string,
  edition: Edition,
): Promise<{ html: string; title: string; marker: PrerenderMarker }> {
  // Queries never run during a server render; the client is only there because the tree needs one.
  await preloadPage(path, edition);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let title = brandFor(edition);
  const { prelude } = await prerender(
    <PageTitleSink.Provider value={(named) => (title = named)}>
      <Router ssrPath={path}>
        <AppTree
          layer={dataLayerOf(queryClient, createTrpcClient())}
          session={new SessionStore(null)}
          config={{ edition, mailboxUrl: null }}
          fromSnapshot
        />
      </Router>
    </PageTitleSink.Provider>,
    // React outlines a large Suspense boundary (sent hidden, revealed by an inline script) so a
    // streamed page can paint sooner; here the whole page is one file, and the CSP allows no inline
    // script, so every boundary stays inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title, marker: { edition, path } };
}
