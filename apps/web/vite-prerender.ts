import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { APP_STATE, EARLY_DOWN_INDEX, EARLY_PRESS_INDEX, PRESSABLE } from './src/app/takeover.ts';
import { EARLY_INSTALL_PROMPT } from './src/lib/shell/install-prompt.ts';
import { GUEST_SETTINGS_DAYS, GUEST_SETTINGS_MAX_AGE_MS } from './src/lib/theme/guest-expiry.ts';

/** Where vite.prerender.config.ts writes the server build, relative to the app. */
export const PRERENDER_BUILD = 'dist-prerender/prerender.js';
/** The prerendered pages inside the web build: `prerendered/<name>.<edition>.html`. */
export const PRERENDERED_DIR = 'prerendered';
/**
 * Beside them, which path each file shows: `{ "/auth/sign-in": "auth_sign-in", … }`. The BFF reads
 * it to know which navigations have a snapshot, so the list lives in one place (app/prerendered.ts).
 */
export const PRERENDERED_INDEX = 'pages.json';

const EDITIONS = ['study', 'pro'] as const;

type Edition = (typeof EDITIONS)[number];

interface ServerBuild {
  PRERENDER_MARKER_ID: string;
  PRERENDERED_PAGES: readonly { path: string; modules: readonly string[] }[];
  renderPage(path: string, edition: Edition): Promise<{ html: string; title: string; marker: object }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A page's file name: '/' is 'home', '/assessor' 'assessor'. */
export const prerenderedName = (path: string): string =>
  path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');

/** Every script and stylesheet the modules need, following static imports, entry excluded. */
function assetsOf(manifest: Record<string, ManifestChunk>, modules: readonly string[], index: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    if (index.includes(`/${chunk.file}"`) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) if (!index.includes(`/${css}"`)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

const classesIn = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(/\s+/).filter(Boolean),
    ),
  );

/** `.name` as a whole class selector in the stylesheet. */
const hasRule = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

/**
 * The one script a prerendered page names: it starts the app's module scripts, and the page's own
 * chunks beside them, after the browser has painted the page. Left as `<script type="module">`, the
 * app's first script (~110 KB compressed) often runs before that first paint on a slow CPU, and the
 * landing only shows once it has run. Nor are they preloaded: Chromium compiles a modulepreloaded
 * script as soon as it arrives, on the main thread, and at 4× CPU throttling that alone pushed the
 * landing's first paint back by ~0.2–0.5 s (bench/README.md). Importing them all at once keeps
 * them one round trip, not a chain. A classic script, so it can find its own tag.
 */
/**
 * STORAGE_KEYS.guestAccessibility, written out: Node loads this file when Vite reads its config, and
 * cannot load the contracts' TypeScript. src/lib/theme/guest-accessibility.test.ts proves they match.
 */
const GUEST_ACCESSIBILITY_KEY = 'studyflow:guest-accessibility';

export const START_SCRIPT = `(function () {
  // A guest's own colours, font and size, kept in this browser (src/lib/theme/guest-accessibility.ts):
  // on <html> before the page is painted, so each page load does not flash the standard look first.
  // A copy last chosen more than ${GUEST_SETTINGS_DAYS} days ago (or undated) is removed, not applied.
  try {
    var guest = JSON.parse(window.localStorage.getItem('${GUEST_ACCESSIBILITY_KEY}') || 'null');
    var age = guest ? Date.now() - guest.chosenAt : 0;
    if (guest && !(typeof guest.chosenAt === 'number' && Math.abs(age) <= ${GUEST_SETTINGS_MAX_AGE_MS})) {
      window.localStorage.removeItem('${GUEST_ACCESSIBILITY_KEY}');
      guest = null;
    }
    var overrides = guest && typeof guest.vars === 'object' && guest.vars ? guest.vars : {};
    Object.keys(overrides).forEach(function (name) {
      if (typeof overrides[name] === 'string') document.documentElement.style.setProperty(name, overrides[name]);
    });
  } catch (error) {
    // Storage blocked or unreadable: the standard look, as for any first visit.
  }
  var script = document.currentScript;
  var entries = ((script && script.getAttribute('data-entries')) || '').split(' ');
  var root = document.getElementById('root');
  // The snapshot's buttons do nothing until the app has hydrated them: note which one was pressed,
  // for the app to press once it has (src/app/takeover.ts). From the moment it starts hydrating,
  // React hears the page's events itself and these stand down.
  var snapshotButtons = root ? Array.prototype.slice.call(root.querySelectorAll('button')) : [];
  var snapshotPressables = root ? Array.prototype.slice.call(root.querySelectorAll('${PRESSABLE}')) : [];
  var snapshotForms = root ? Array.prototype.slice.call(root.querySelectorAll('form')) : [];
  function appListens() {
    return !root || root.hasAttribute('${APP_STATE}');
  }
  document.addEventListener('click', function (event) {
    if (appListens()) return;
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    var index = snapshotButtons.indexOf(button);
    if (index < 0) return;
    event.preventDefault();
    root.setAttribute('${EARLY_PRESS_INDEX}', String(index));
  }, true);
  // A mouse press is down on a snapshot control until it comes up: if the app starts listening
  // meanwhile, the click it ends in is made a press (takeover.ts).
  document.addEventListener('mousedown', function (event) {
    if (appListens()) return;
    var control = event.target instanceof Element ? event.target.closest('${PRESSABLE}') : null;
    var index = snapshotPressables.indexOf(control);
    if (index >= 0) root.setAttribute('${EARLY_DOWN_INDEX}', String(index));
  }, true);
  document.addEventListener('mouseup', function () {
    if (!appListens()) root.removeAttribute('${EARLY_DOWN_INDEX}');
  }, true);
  // Nor does a snapshot form send itself (Enter in a field): the app sends it, once it is here.
  document.addEventListener('submit', function (event) {
    if (!appListens() && snapshotForms.indexOf(event.target) >= 0) event.preventDefault();
  }, true);
  // The browser's install offer comes once per page load, maybe before the app does: kept for it
  // (src/lib/shell/install-prompt.ts), with Chrome's own mini-infobar kept away as the app does.
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window['${EARLY_INSTALL_PROMPT}'] = event;
  });
  function start() {
    entries.forEach(function (entry) {
      if (entry) import(entry);
    });
  }
  // After the frame that paints the page: a timeout queued from requestAnimationFrame runs after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
`;

/** The no-script notice of a prerendered page, which reads without JavaScript. */
export const PRERENDERED_NOSCRIPT =
  'This page reads without JavaScript. Signing in and learning need it: please turn it on and reload the page.';

const escapeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Writes the build's prerendered pages (app/prerendered.ts: the landing) once the browser build is
 * on disk, one per edition: index.html with the page rendered into #root by the server build
 * (src/prerender.tsx, built by vite.prerender.config.ts), its stylesheets linked, its module scripts
 * replaced by the start script (START_SCRIPT, which imports them and the page's chunks after the
 * first paint), the notice that it reads without JavaScript, and the marker the app starts from.
 * The precompress plugin then compresses them with everything else. Fails the build when a part
 * suspended (it would need an inline script) or a class in a snapshot has no rule in the
 * stylesheets the page links (an unstyled first paint).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'studyflow-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const server = (await import(pathToFileURL(join(root, PRERENDER_BUILD)).href)) as ServerBuild;
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const linkedCss = [...index.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? '');
      const allCss = await Promise.all(
        (await readdir(join(outDir, 'assets')))
          .filter((file) => file.endsWith('.css'))
          .map((file) => readFile(join(outDir, 'assets', file), 'utf8')),
      );
      // A class some stylesheet of the build styles (a recipe's empty variant has no rule anywhere).
      const styledSomewhere = (name: string) => allCss.some((css) => hasRule(css, name));
      const startFile = `assets/start-${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 8)}.js`;
      await writeFile(join(outDir, startFile), START_SCRIPT);
      const moduleScripts = [
        ...index.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
      ];
      if (moduleScripts.length === 0) throw new Error('prerender: index.html names no module script');
      const entries = moduleScripts.map((match) => match[1] ?? '');
      const written: Record<string, string> = {};
      for (const page of server.PRERENDERED_PAGES) {
        const { scripts, styles } = assetsOf(manifest, page.modules, index);
        const css = (
          await Promise.all([...linkedCss, ...styles].map((file) => readFile(join(outDir, file), 'utf8')))
        ).join('\n');
        const head = [
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          `<script defer src="/${startFile}" data-entries="${[...entries, ...scripts.map((file) => `/${file}`)].join(' ')}"></script>`,
        ].join('\n    ');
        for (const edition of EDITIONS) {
          const { html, title, marker } = await server.renderPage(page.path, edition);
          // A part that suspended is sent hidden, with an inline script to reveal it: the CSP
          // blocks that script, so the snapshot must be plain HTML.
          if (/<script|<template/.test(html))
            throw new Error(
              `prerender ${page.path} (${edition}): a part suspended; preload it (app/prerendered.ts preloadPage)`,
            );
          const unstyled = [...classesIn(html)].filter(
            (name) => styledSomewhere(name) && !hasRule(css, name),
          );
          if (unstyled.length > 0)
            throw new Error(
              `prerender ${page.path} (${edition}): no stylesheet rule for ${unstyled.join(', ')}; add the module that styles them to PRERENDERED_PAGES`,
            );
          let document = index;
          for (const match of moduleScripts) document = document.replace(match[0], '');
          document = document
            .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
            .replace('</head>', `  ${head}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root">${html}</div>\n    <script type="application/json" id="${server.PRERENDER_MARKER_ID}">${escapeJson(marker)}</script>`,
            );
          if (!document.includes(server.PRERENDER_MARKER_ID))
            throw new Error('prerender: index.html has no empty #root');
          // index.html's notice says the app needs JavaScript; this page reads without it.
          if (!/<noscript>[^<]*<\/noscript>/.test(document))
            throw new Error('prerender: index.html has no <noscript> notice');
          document = document.replace(
            /<noscript>[^<]*<\/noscript>/,
            `<noscript>${PRERENDERED_NOSCRIPT}</noscript>`,
          );
          const file = join(outDir, PRERENDERED_DIR, `${prerenderedName(page.path)}.${edition}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, document);
        }
        written[page.path] = prerenderedName(page.path);
      }
      await writeFile(
        join(outDir, PRERENDERED_DIR, PRERENDERED_INDEX),
        `${JSON.stringify(written, null, 2)}\n`,
      );
    },
  };
}
