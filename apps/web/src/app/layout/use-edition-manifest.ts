import type { Edition } from '@studyflow/contracts/edition';
import { useEffect } from 'react';
import { afterPageDrawn } from '../../lib/timing/page-drawn';

const MANIFESTS: Record<Edition, string> = {
  study: '/manifest.webmanifest',
  pro: '/manifest-pro.webmanifest',
};

/**
 * One build serves both editions, but the installed app must be called 'Studyflow' or 'Studyflow
 * Pro': the manifest link follows the edition the BFF reports (Chrome and Edge re-read it). The
 * signed-in app's HTML names none (vite-prerender.ts): the link is put in once the first page is
 * drawn, so the manifest and the icon the browser fetches for it never take a connection from the
 * first view's scripts and data, and a Pro learner's browser reads only Pro's.
 */
export function useEditionManifest(edition: Edition): void {
  useEffect(
    () =>
      afterPageDrawn(() => {
        let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        if (!link) {
          link = document.createElement('link');
          link.rel = 'manifest';
          document.head.append(link);
        }
        if (link.getAttribute('href') !== MANIFESTS[edition]) link.setAttribute('href', MANIFESTS[edition]);
      }),
    [edition],
  );
}
