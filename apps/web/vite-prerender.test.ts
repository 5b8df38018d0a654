import { describe, expect, it } from 'vitest';
import { matchesPattern, ROUTE_NAMES, routes } from './src/config/paths';
import { patternSource } from './vite-prerender';

describe('the route patterns the BFF is given (prerendered/routes.json)', () => {
  it('match exactly the paths the app’s own matching does, for every route', () => {
    for (const name of ROUTE_NAMES) {
      const { pattern } = routes[name];
      const regex = new RegExp(patternSource(pattern));
      const path = pattern.replaceAll(/:[A-Za-z]+/g, 'some-slug_1');
      const candidates = [
        path,
        `${path}/`,
        `${path}/more`,
        path.replace('some-slug_1', ''),
        `${path}x`,
        path.toUpperCase(),
        '/not/an/address/of/the/app',
      ];
      for (const candidate of candidates)
        expect(regex.test(candidate), `${pattern} ~ ${candidate}`).toBe(matchesPattern(pattern, candidate));
    }
  });
});
