import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Edition } from '@studyflow/contracts/edition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NOT_BUILT_MESSAGE = 'Studyflow web app is not built. Run the start command.';

/** Paths the SPA never owns: an unknown URL under them is a plain 404, never index.html. */
const RESERVED_PREFIXES = ['/trpc', '/files', '/uploads', '/healthz', '/readyz', '/metrics', '/assets'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The route @fastify/static registers for every file of the build (prefix `/`, wildcard). */
const FILES_ROUTE = '/*';

/**
 * A request the web app answered with one of its files or its index (the not-found handler's
 * SPA fallback), not with an error: a first visit makes dozens, so the request log writes them at
 * debug (app.ts). A missing file (404) keeps its line at info, a build not there (503) at error.
 */
export function servedByWebApp(request: FastifyRequest, status: number): boolean {
  return status < 400 && (request.is404 || request.routeOptions.url === FILES_ROUTE);
}

/**
 * Pages the web build wrote with their first render already in the HTML (apps/web/vite-prerender.ts):
 * `prerendered/pages.json` maps each path to its file name, `/auth/sign-in` to
 * `prerendered/auth_sign-in.<edition>.html`, so a first visit paints the page before any script.
 */
const PRERENDERED_INDEX = 'prerendered/pages.json';
/**
 * Beside it, the app's addresses (apps/web/vite-prerender.ts): each route pattern of each edition as
 * a regular expression, and the address of the page an unknown one is answered with.
 */
const ROUTES_INDEX = 'prerendered/routes.json';
const prerenderedFile = (name: string, edition: Edition): string => `prerendered/${name}.${edition}.html`;
/** index.html with a signed-in first view's scripts named for preloading (routes.json `firstViews`). */
const firstViewFile = (name: string): string => `prerendered/first-view-${name}.html`;
const isHtmlDocument = (relative: string) =>
  relative === '/index.html' || (relative.startsWith('/prerendered/') && relative.endsWith('.html'));

/**
 * The offline service worker (apps/web/sw/sw.ts). Browsers check it for updates on every visit;
 * it is asked again each time (no-cache + ETag), so a new build's worker, and with it the new app,
 * reaches a learner at the next visit rather than an hour later.
 */
const SERVICE_WORKER = '/sw.js';

/** The build's index of prerendered pages, or an empty one (an older build, or none). */
async function readPrerenderedIndex(webDist: string): Promise<Map<string, string> | null> {
  const text = await readFile(join(webDist, PRERENDERED_INDEX), 'utf8').catch(() => null);
  if (text === null) return null;
  const entries = Object.entries(JSON.parse(text) as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[\w-]+$/.test(entry[1]),
  );
  return new Map(entries);
}

interface AppRoutes {
  /** The not-found page's address (GRD-9), whose snapshot answers an unknown one. */
  notFound: string;
  routes: RegExp[];
  /** Routes whose first view has an index.html of its own, and its name. */
  firstViews: [RegExp, string][];
}

/** The edition's addresses from the build, or null (an older build, or one that cannot be read). */
async function readRoutes(webDist: string, edition: Edition): Promise<AppRoutes | null> {
  const text = await readFile(join(webDist, ROUTES_INDEX), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as {
      notFound?: unknown;
      routes?: Record<string, unknown>;
      firstViews?: Record<string, unknown>;
    };
    const sources = value.routes?.[edition];
    if (typeof value.notFound !== 'string' || !Array.isArray(sources) || sources.length === 0) return null;
    const views = value.firstViews?.[edition];
    return {
      notFound: value.notFound,
      routes: sources.filter((source) => typeof source === 'string').map((source) => new RegExp(source)),
      firstViews: (Array.isArray(views) ? views : [])
        .filter(
          (view): view is [string, string] =>
            Array.isArray(view) &&
            typeof view[0] === 'string' &&
            typeof view[1] === 'string' &&
            /^[\w-]+$/.test(view[1]),
        )
        .map(([source, name]) => [new RegExp(source), name]),
    };
  } catch {
    return null;
  }
}

function isReserved(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The last path segment has an extension: a file (`/app.js`, `/logo.png`), never an SPA route. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * A page the SPA should answer: a GET/HEAD of a route-like path from a client that takes HTML.
 * Browsers send `text/html`; curl, health probes and link checkers send `*∕*` or nothing, and they
 * should see the app too, not a 404. A missing `/x.js` stays a 404 whatever the client accepts.
 */
function wantsHtml(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (FILE_LIKE.test(path)) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves apps/web/dist: hashed `/assets/*` cached for a year, `index.html` and `sw.js` revalidated every time
 * (no-cache + ETag), brotli or gzip copies made at build time when the browser takes them,
 * and every other HTML navigation outside the reserved prefixes answered with a page: to a browser
 * without a session cookie, a path's prerendered snapshot, or for an address no route of the app knows
 * the not-found page with a 404; otherwise index.html (the web's router decides). Registered last:
 * its not-found handler is the app's.
 */
export async function webAppPlugin(
  app: FastifyInstance,
  options: {
    webDist: string;
    edition: Edition;
    /**
     * The upstream's session cookie: a browser that has one is probably signed in, and gets
     * index.html, not a snapshot drawn for a visitor (a guest page would flash its signed-out form
     * before sending them on; the landing its 'Sign in' link).
     */
    sessionCookie: string;
  },
): Promise<void> {
  // Checked per request until found, so building the web while the BFF runs needs no restart;
  // a build without prerendered pages (or an older one) still has index.html.
  const present = new Set<string>();
  const exists = async (file: string): Promise<boolean> => {
    if (!present.has(file)) {
      const found = await stat(join(options.webDist, file)).then(
        (info) => info.isFile(),
        () => false,
      );
      if (found) present.add(file);
    }
    return present.has(file);
  };
  // Read until found, like the files: a build that lands while the BFF runs is picked up.
  let prerendered: Map<string, string> | null = null;
  const prerenderedName = async (path: string): Promise<string | undefined> => {
    prerendered ??= await readPrerenderedIndex(options.webDist);
    return prerendered?.get(path);
  };
  let routes: AppRoutes | null = null;
  /** The snapshot of the not-found page when no route of the app knows `path`, else undefined. */
  const notFoundFor = async (path: string): Promise<string | undefined> => {
    routes ??= await readRoutes(options.webDist, options.edition);
    if (routes === null || routes.routes.some((route) => route.test(path))) return undefined;
    return prerenderedName(routes.notFound);
  };
  /**
   * The app for `path`: index.html, or, for a signed-in first view the build wrote one for, index.html
   * naming that view's scripts for preloading (apps/web/vite-prerender.ts), so a phone fetches them
   * beside the app's instead of a round trip after.
   */
  const appFor = async (path: string): Promise<string> => {
    routes ??= await readRoutes(options.webDist, options.edition);
    const view = routes?.firstViews.find(([route]) => route.test(path));
    return view && (await exists(firstViewFile(view[1]))) ? firstViewFile(view[1]) : 'index.html';
  };

  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/',
    wildcard: true,
    index: false,
    redirect: false,
    cacheControl: false,
    dotfiles: 'deny',
    // The build writes `.br` and `.gz` beside each text file: served by Accept-Encoding, with Vary.
    preCompressed: true,
    // A directory URL (`/`, `/assets/`) is never a file: hand it to the not-found handler below
    // instead of letting `send` answer 403.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    setHeaders: (reply, path) => {
      const relative = path.slice(options.webDist.length).replaceAll('\\', '/');
      if (relative.startsWith('/assets/')) reply.header('cache-control', IMMUTABLE);
      else if (isHtmlDocument(relative)) reply.header('cache-control', 'no-cache');
      else if (relative === SERVICE_WORKER) {
        reply.header('cache-control', 'no-cache');
        // Its scope is the whole app, the folder it is served from; said outright for any proxy.
        reply.header('service-worker-allowed', '/');
      } else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isReserved(path) || !wantsHtml(request, path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!(await exists('index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    if (request.cookies[options.sessionCookie]) return reply.sendFile(await appFor(path));
    const name = await prerenderedName(path);
    const snapshot = name ? prerenderedFile(name, options.edition) : null;
    if (snapshot && (await exists(snapshot))) return reply.sendFile(snapshot);
    // An address no route of the app knows: the not-found page at once, as a 404, where index.html
    // had the app load only to send the visitor to /not-found (GRD-9, which the app still does, now
    // from the page already shown). A signed-in browser gets the app, which sends it to its dashboard.
    const notFound = name ? undefined : await notFoundFor(path);
    const notFoundFile = notFound ? prerenderedFile(notFound, options.edition) : null;
    if (notFoundFile && (await exists(notFoundFile))) return reply.code(404).sendFile(notFoundFile);
    return reply.sendFile(await appFor(path));
  });
}
