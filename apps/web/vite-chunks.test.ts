import { describe, expect, it } from 'vitest';
import { codeSplitting } from './vite-chunks.ts';

/** The group a module lands in by the rules alone (highest priority first), or null for Rolldown's own cut. */
function groupOf(id: string): string | null {
  const groups = [...(codeSplitting.groups ?? [])].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    const test = group.test;
    if (typeof test === 'function' && test(id)) return String(group.name);
  }
  return null;
}

const web = (file: string) => `/repo/apps/web/src/${file}`;
const pkg = (name: string, file: string) => `/repo/node_modules/.pnpm/x/node_modules/${name}/${file}`;

describe('how the build cuts the app into scripts', () => {
  it("puts the data layer in one script, not the auth forms' (a step submits through it), leaving the first script its provider", () => {
    expect(groupOf(pkg('@tanstack/react-query', 'build/modern/useMutation.js'))).toBe('data-layer');
    expect(groupOf(pkg('@tanstack/query-core', 'build/modern/queryClient.js'))).toBe('data-layer');
    expect(groupOf(pkg('@trpc/client', 'dist/index.mjs'))).toBe('data-layer');
    expect(groupOf(web('lib/api/data-layer.ts'))).toBe('data-layer');
    expect(groupOf(web('lib/api/trpc-client.ts'))).toBe('data-layer');
    // The first script's: the cache's context, the session check's options, the hooks.
    expect(groupOf(pkg('@tanstack/react-query', 'build/modern/QueryClientProvider.js'))).toBeNull();
    expect(groupOf(pkg('@tanstack/react-query', 'build/modern/queryOptions.js'))).toBeNull();
    expect(groupOf(web('lib/api/trpc.tsx'))).toBeNull();
    expect(groupOf(web('features/auth/copy.ts'))).toBe('auth-copy');
    expect(groupOf(web('features/auth/components/auth-panel.tsx'))).toBe('auth-forms');
    // The auth pages' calls bring the data layer: not in the script the choice of ways in loads.
    expect(groupOf(web('features/auth/api/sign-in.ts'))).toBe('auth-api');
  });

  it("puts the signed-in frame's top bar and side menu in one script, and the guests' header in none of it", () => {
    expect(groupOf(web('app/layout/top-bar.tsx'))).toBe('signed-in');
    expect(groupOf(web('app/layout/side-menu.tsx'))).toBe('signed-in');
    expect(groupOf(web('features/account/components/profile-details.tsx'))).toBe('signed-in');
    expect(groupOf('/repo/packages/ui/src/accessibility-style.tsx')).toBe('signed-in');
    // A guest's own look is drawn with the same theme: not in the signed-in script.
    expect(groupOf('/repo/packages/ui/src/theme/accessibility.ts')).toBe('accessibility');
    expect(groupOf(web('app/layout/public-header.tsx'))).toBeNull();
    // The landing shows the dark-mode banner too: not in the signed-in frame.
    expect(groupOf(web('app/layout/dark-mode-banner.tsx'))).toBeNull();
  });

  it("shares the signed-in first views' small modules in the frame's script, never what a guest page needs", () => {
    for (const file of [
      'lib/components/progress-meter.tsx',
      'lib/learning/celebrate.ts',
      'lib/shell/notify.ts',
    ])
      expect(groupOf(web(file))).toBe('signed-in');
    expect(groupOf('/repo/packages/ui/src/skeleton.tsx')).toBe('signed-in');
    // The institution sign-up form (a guest page) uses these two: the limits where Rolldown puts
    // them, the address breaker in the script guests and learners share, with the tiles.
    expect(groupOf('/repo/packages/contracts/src/limits.ts')).toBeNull();
    expect(groupOf(web('lib/components/breakable-address.tsx'))).toBe('shared');
    expect(groupOf('/repo/packages/ui/src/tiles.tsx')).toBe('shared');
  });

  it("puts a step view's pages and parts in one script, and none of what other pages show with them", () => {
    for (const file of [
      'features/steps/components/step-page.tsx',
      'features/steps/components/step-reader.tsx',
      'features/steps/copy.ts',
      'lib/html/rich-text.tsx',
    ])
      expect(groupOf(web(file))).toBe('step-view');
    // A step's data requests leave at start-up from the signed-in script.
    expect(groupOf(web('features/steps/api/get-step.ts'))).toBe('signed-in');
    // The auth pages show safe HTML (with DOMPurify): not in the step's scripts.
    expect(groupOf(web('lib/html/safe-html.tsx'))).toBeNull();
    expect(groupOf(pkg('dompurify', 'dist/purify.es.mjs'))).toBeNull();
    // The landing's video and the assessor's accordion: in one script with the step's other shared
    // parts, their styles in one stylesheet.
    for (const file of [
      'lib/video/video-player.tsx',
      'lib/shortcuts/shortcut-settings.ts',
      'lib/components/load-failed.tsx',
    ])
      expect(groupOf(web(file))).toBe('step-parts');
    // The reading tools stand on React Aria's toggle button: a script of their own, so the assessor
    // (the accordion and the player) fetches no React Aria.
    for (const file of ['lib/reading/reading-tools.tsx', 'lib/reading/copy.ts', 'lib/speech/read-aloud.tsx'])
      expect(groupOf(web(file))).toBe('reading-tools');
    expect(groupOf('/repo/packages/ui/src/toggle-button.tsx')).toBe('reading-tools');
    expect(groupOf('/repo/packages/ui/src/accordion.tsx')).toBe('step-parts');
    expect(groupOf('/repo/packages/ui/src/accordion.css.ts.vanilla.css?source=eA')).toBe('step-parts');
    expect(groupOf(web('lib/video/video-player.css.ts.vanilla.css'))).toBe('step-parts');
    // Not what only a step shows, nor read aloud's engine (loaded when it is opened).
    expect(groupOf(web('lib/speech/engine.ts'))).toBeNull();
    expect(groupOf(web('lib/speech/read-aloud-panel.tsx'))).toBeNull();
    for (const name of ['step-view', 'step-parts', 'reading-tools']) {
      const group = codeSplitting.groups?.find((candidate) => candidate.name === name);
      expect(group?.includeDependenciesRecursively).toBe(false);
    }
  });

  it("puts React Aria's toggle buttons, toolbar and focus scope in one script of their own", () => {
    for (const file of [
      'dist/private/ToggleButton.mjs',
      'dist/private/Toolbar.mjs',
      'dist/private/SelectionIndicator.mjs',
    ])
      expect(groupOf(pkg('react-aria-components', file))).toBe('react-aria-toggle');
    expect(groupOf(pkg('react-stately', 'dist/private/toggle/useToggleState.mjs'))).toBe('react-aria-toggle');
    // With the focus scope the toolbar moves focus with (the dialogs load it when opened).
    expect(groupOf(pkg('react-aria', 'dist/private/focus/FocusScope.mjs'))).toBe('react-aria-toggle');
    expect(groupOf(pkg('react-aria', 'dist/private/focus/useFocusRing.mjs'))).toBe('react-aria');
  });
});
