import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers, computed once at start-up. Helmet rebuilt all of them (CSP included) for every
 * answer and sent the page-only ones on every script, stylesheet and JSON answer too, where no
 * browser reads them: ~0.7 KB per answer (bench/README.md). Here every answer gets the few headers
 * that protect any resource, and documents get the rest.
 */

/**
 * Content Security Policy for a Vite-built SPA served from our own origin: scripts only from us,
 * inline styles allowed (vanilla-extract and component libraries inject some), media and images may
 * be blob:/data: (avatar crop previews, video players), no framing, no plugins.
 */
export function contentSecurityPolicy(production: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The offline service worker, from our own origin only (apps/web/sw/sw.ts).
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only where we are served over TLS; on http://localhost it would break every request.
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join(';');
}

/**
 * Powerful browser features Studyflow never uses, switched off for our pages and anything they
 * embed: a script that slips in still cannot reach the camera, microphone or location. Only
 * features Chromium knows: an unknown one prints a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  // Fullscreen stays ours: the video player offers it.
  'fullscreen=(self)',
].join(', ');

export interface SecurityHeaders {
  /** On every answer: they protect a script, a stylesheet or a JSON answer as much as a page. */
  every: Readonly<Record<string, string>>;
  /** Only where a browser renders a document: framing, script sources, browsing context, features. */
  documents: Readonly<Record<string, string>>;
}

export function securityHeaders(production: boolean): SecurityHeaders {
  return {
    every: {
      // No sniffing a JSON answer or an upload into HTML or script.
      'x-content-type-options': 'nosniff',
      // No other site may embed our answers (Spectre-style reads), pages or not.
      'cross-origin-resource-policy': 'same-origin',
      // Also governs the requests a stylesheet makes, not only a page's.
      'referrer-policy': 'no-referrer',
      // HSTS on a plain-HTTP development host is pointless and sticky; production sits behind TLS.
      ...(production && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
    },
    documents: {
      'content-security-policy': contentSecurityPolicy(production),
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': PERMISSIONS_POLICY,
    },
  };
}

/**
 * Types a browser renders as a document that can run script or be framed: HTML, XHTML, and SVG or
 * XML opened on their own (an uploaded SVG relayed from the upstream included). An answer without a
 * type (204, 304) counts as one, so a revalidated page never loses its policy.
 */
const DOCUMENT_TYPE =
  /^\s*(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml)\b/i;

export function isDocumentType(contentType: unknown): boolean {
  if (contentType === undefined) return true;
  if (typeof contentType !== 'string') return false;
  // Every answer asks, and the types are a handful (JSON, scripts, styles, pages): each is tested
  // once. Bounded, since a relayed upload's type is whatever the upstream said.
  let verdict = documentVerdicts.get(contentType);
  if (verdict === undefined) {
    verdict = DOCUMENT_TYPE.test(contentType);
    if (documentVerdicts.size < VERDICTS_MAX) documentVerdicts.set(contentType, verdict);
  }
  return verdict;
}

const VERDICTS_MAX = 200;
const documentVerdicts = new Map<string, boolean>();

async function securityHeadersPlugin(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  const { every, documents } = securityHeaders(options.production);
  // Set before any handler runs, so a route may still replace one for its own answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(every);
    done();
  });
  // The type is known only once the answer is: static files, relayed media, the SPA fallback.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDocumentType(reply.getHeader('content-type')) && !reply.hasHeader('content-security-policy')) {
      reply.headers(documents);
    }
    done(null, payload);
  });
}

export default fp(securityHeadersPlugin, { name: 'studyflow-security-headers', fastify: '5.x' });
