import type { Edition } from '@studyflow/contracts/edition';
import { useEffect } from 'react';

const MANIFESTS: Record<Edition, string> = {
  study: '/manifest.webmanifest',
  pro: '/manifest-pro.webmanifest',
};

/**
 * One build serves both editions, but the installed app must be called 'Studyflow' or 'Studyflow
 * Pro': the manifest link follows the edition the BFF reports (Chrome and Edge re-read it).
 */
export function useEditionManifest(edition: Edition): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link && link.getAttribute('href') !== MANIFESTS[edition])
      link.setAttribute('href', MANIFESTS[edition]);
  }, [edition]);
}
