import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NOT_BUILT_MESSAGE = 'Studyflow web app is not built. Run the start command.';

/** Paths the SPA never owns: an unknown URL under them is a plain 404, never index.html. */
const RESERVED_PREFIXES = ['/trpc', '/files', '/uploads', '/healthz', '/readyz', '/metrics', '/assets'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
 * Serves apps/web/dist: hashed `/assets/*` cached for a year, `index.html` revalidated every time
 * (no-cache + ETag), brotli or gzip copies made at build time when the browser takes them,
 * and every other HTML navigation outside the reserved prefixes answered with index.html (the web's
 * router decides). Registered last: its not-found handler is the app's.
 */
export async function webAppPlugin(app: FastifyInstance, options: { webDist: string }): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  let built = false;
  const isBuilt = async (): Promise<boolean> => {
    // Checked per request until found, so building the web while the BFF runs needs no restart.
    if (!built)
      built = await stat(indexFile).then(
        (info) => info.isFile(),
        () => false,
      );
    return built;
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
      else if (relative === '/index.html') reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isReserved(path) || !wantsHtml(request, path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!(await isBuilt())) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply.sendFile('index.html');
  });
}
