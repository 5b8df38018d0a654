import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet settings for a Vite-built SPA served from our own origin: scripts only from us, inline
 * styles allowed (vanilla-extract and component libraries inject some), media and images may be
 * blob:/data: (avatar crop previews, video players), no framing, no plugins.
 */
export function helmetOptions(production: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only where we are served over TLS; on http://localhost it would break every request.
        ...(production && { upgradeInsecureRequests: [] }),
      },
    },
    // HSTS on a plain-HTTP development host is pointless and sticky; production sits behind TLS.
    strictTransportSecurity: production,
    crossOriginEmbedderPolicy: false,
  };
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
