import { afterEach, describe, expect, it } from 'vitest';
import { readPrerenderMarker } from './prerendered';
import { PRERENDER_MARKER_ID } from './takeover';

function withMarker(marker: object) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PRERENDER_MARKER_ID}">${JSON.stringify(marker)}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readPrerenderMarker', () => {
  it('gives the snapshot of the address open, and nothing for another address', () => {
    withMarker({ edition: 'study', path: '/auth/sign-in' });
    expect(readPrerenderMarker(document, '/auth/sign-in')).toEqual({
      edition: 'study',
      path: '/auth/sign-in',
    });
    expect(readPrerenderMarker(document, '/auth')).toBeNull();
  });

  it('takes the not-found page for an address no route of the edition knows (the BFF’s 404), only then', () => {
    withMarker({ edition: 'pro', path: '/not-found' });
    const notFound = { edition: 'pro', path: '/not-found' };
    expect(readPrerenderMarker(document, '/no-such-page')).toEqual(notFound);
    expect(readPrerenderMarker(document, '/flows/essay-writing')).toEqual(notFound);
    // The study edition's own page is unknown in Pro.
    expect(readPrerenderMarker(document, '/dashboard/study-tools')).toEqual(notFound);
    expect(readPrerenderMarker(document, '/assessor')).toBeNull();
    expect(readPrerenderMarker(document, '/flows/essay-writing/learning_modules/planning')).toBeNull();
  });

  it('reads nothing from a page without a marker, or a marker it cannot read', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderMarker(document, '/')).toBeNull();
    withMarker({ edition: 'plus', path: '/' });
    expect(readPrerenderMarker(document, '/')).toBeNull();
  });
});
