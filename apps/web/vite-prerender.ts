import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { START_SCRIPT } from './vite-start-script.ts';

/** Where vite.prerender.config.ts writes the server build, relative to the app. */
export const PRERENDER_BUILD = 'dist-prerender/prerender.js';
/** The prerendered pages inside the web build: `prerendered/<name>.<edition>.html`. */
export const PRERENDERED_DIR = 'prerendered';
/**
 * Beside them, which path each file shows: `{ "/auth/sign-in": "auth_sign-in", … }`. The BFF reads
 * it to know which navigations have a snapshot, so the list lives in one place (app/prerendered.ts).
 */
export const PRERENDERED_INDEX = 'pages.json';
/**
 * Beside them too, the app's addresses: `{ "notFound": "/not-found", "routes": { "study": [regex…] },
 * "firstViews": { "study": [[regex, name]…] } }`, each route pattern of the edition as a regular
 * expression, and the routes with a first view of their own (FIRST_VIEW_PREFIX). The BFF answers an address that none
 * matches with the not-found page and a 404 (files/web-app.ts), without importing the route table.
 */
export const ROUTES_INDEX = 'routes.json';
/**
 * index.html once per signed-in first view (app/prerendered.ts FIRST_VIEW_PAGES), with that view's
 * scripts and stylesheets named for preloading: `prerendered/first-view-<name>.html`. routes.json's
 * `firstViews` says which routes of each edition get which (`[[regex, name], …]`).
 */
export const FIRST_VIEW_PREFIX = 'first-view-';

const EDITIONS = ['study', 'pro'] as const;

type Edition = (typeof EDITIONS)[number];

interface ServerBuild {
  PRERENDER_MARKER_ID: string;
  NOT_FOUND_PATH: string;
  renderLoadingScreen(): Promise<string>;
  earlyRequestTable(): Promise<{
    headers: Record<string, string>;
    skipWhenStored: string;
    views: [string | null, string[]][];
  }>;
  routePatterns(edition: Edition): string[];
  firstViews(edition: Edition): { name: string; modules: readonly string[]; patterns: string[] }[];
  PRERENDERED_PAGES: readonly { path: string; modules: readonly string[] }[];
  SIGNED_IN_START: readonly string[];
  renderPage(path: string, edition: Edition): Promise<{ html: string; title: string; marker: object }>;
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

/**
 * A route pattern (config/paths.ts: '/flows/:flowSlug', each ':name' one non-empty segment) as a
 * regular expression for the whole path, a trailing slash allowed as the app allows it.
 */
export function patternSource(pattern: string): string {
  if (pattern === '/') return '^//?$';
  const segments = pattern
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** A page's file name: '/' is 'home', '/assessor' 'assessor'. */
export const prerenderedName = (path: string): string =>
  path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');

/** Every script and stylesheet the modules need, following static imports, entry excluded. */
function assetsOf(manifest: Record<string, ManifestChunk>, modules: readonly string[], index: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (module: string) => {
    // A script the build makes of several modules (vite-chunks.ts) is named by its group.
    const key = module.startsWith('chunk:')
      ? Object.keys(manifest).find((name) => manifest[name]?.name === module.slice('chunk:'.length))
      : module;
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk) throw new Error(`prerender: ${module} is not in the build's manifest`);
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

/** The no-script notice of a prerendered page, which reads without JavaScript. */
export const PRERENDERED_NOSCRIPT =
  'This page reads without JavaScript. Signing in and learning need it: please turn it on and reload the page.';

/** Text as a double-quoted attribute's value. */
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const escapeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with it is compiled whole
 * as it streams in, on a background thread, rather than each function on the main thread the first
 * time it is called. Every other engine reads a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of each script a first view runs (a prerendered page's, a
 * signed-in first view's, the app's own): nearly all of their code runs as the page starts, and
 * compiled lazily it was 0.15–0.2 s of a text step's main thread at 4× CPU before its text showed
 * (issue 34, bench/README.md). Scripts loaded later are left to V8's lazy compiling. Each file once;
 * before the precompress plugin compresses the build (closeBundle).
 */
export async function hintEagerCompile(outDir: string, files: Iterable<string>): Promise<void> {
  for (const file of new Set([...files].map((name) => name.replace(/^\//, '')))) {
    const path = join(outDir, file);
    const code = await readFile(path, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) await writeFile(path, `${COMPILE_HINT}\n${code}`);
  }
}

/**
 * Writes the build's prerendered pages (app/prerendered.ts: the landing) once the browser build is
 * on disk, one per edition: index.html with the page rendered into #root by the server build
 * (src/prerender.tsx, built by vite.prerender.config.ts), its stylesheets linked, its module scripts
 * replaced by the start script (vite-start-script.ts, which fetches them and the page's chunks after
 * the first paint and runs them one task apart), the notice that it reads without JavaScript, and the
 * marker the app starts from; then index.html itself, its scripts also started by the start script.
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
      // The app's scripts: the entry and what it imports (Vite names those as module preloads),
      // taken out of index.html and given to the start script, which runs them in this order.
      const moduleScripts = [
        ...index.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
      ];
      const modulePreloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      if (moduleScripts.length === 0) throw new Error('prerender: index.html names no module script');
      const appScripts = [...modulePreloads, ...moduleScripts].map((match) => match[1] ?? '');
      let bare = index;
      for (const match of [...moduleScripts, ...modulePreloads]) bare = bare.replace(match[0], '');
      // Deferred on a snapshot, which the script reads (its marker, its buttons and forms) once it is
      // parsed. Async on the signed-in app's pages, which hold only the loading screen: run at once
      // as it arrives, the script is a task of its own, not one with the parser's end, the
      // DOMContentLoaded and load events and the first layout (a task of 0.1 to 0.17 s at 4× CPU
      // in Lighthouse, issue 34); it runs the app's scripts once the page is parsed.
      const startTag = (preload: readonly string[], load: 'defer' | 'async', early = '') =>
        `<script ${load} src="/${startFile}" data-preload="${preload.join(' ')}" data-entries="${appScripts.join(' ')}"${early}></script>`;
      const written: Record<string, string> = {};
      // Every script a first view runs, for the compile hint (hintEagerCompile).
      const firstViewScripts = new Set<string>(appScripts);
      for (const page of server.PRERENDERED_PAGES) {
        const { scripts, styles } = assetsOf(manifest, page.modules, index);
        for (const file of scripts) firstViewScripts.add(file);
        const css = (
          await Promise.all([...linkedCss, ...styles].map((file) => readFile(join(outDir, file), 'utf8')))
        ).join('\n');
        const head = [
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          startTag([...appScripts, ...scripts.map((file) => `/${file}`)], 'defer'),
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
          let document = bare
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
      // The signed-in app starts through the same script, its scripts run one task apart too, and
      // shows the loading screen it starts with before they have run.
      const loading = await server.renderLoadingScreen();
      const signedInStart = assetsOf(manifest, server.SIGNED_IN_START, index).scripts.map(
        (file) => `/${file}`,
      );
      for (const file of signedInStart) firstViewScripts.add(file);
      // Its start-up calls, which the start script sends before the app's scripts have arrived
      // (src/lib/api/early-requests.ts), each kind of address as the BFF tells them apart.
      const table = await server.earlyRequestTable();
      const early = {
        ...table,
        views: table.views.map(([pattern, calls]) => [
          pattern === null ? '^/' : patternSource(pattern),
          calls,
        ]),
      };
      // Without the manifest link: the app puts it in once its first page is drawn
      // (use-edition-manifest.ts), and the browser's fetches for it come after the first view's.
      const MANIFEST_LINK = /\s*<!--[^>]*manifest[^>]*-->\s*<link rel="manifest"[^>]*>/;
      if (!MANIFEST_LINK.test(bare)) throw new Error('prerender: index.html has no manifest link');
      const appIndex = bare
        .replace(MANIFEST_LINK, '')
        // A function, not a string: `$&` in the table's patterns is not a replacement pattern.
        .replace(
          '</head>',
          () =>
            `  ${startTag([...appScripts, ...signedInStart], 'async', ` data-early="${escapeAttribute(JSON.stringify(early))}"`)}\n  </head>`,
        )
        .replace('<div id="root"></div>', `<div id="root">${loading}</div>`);
      await writeFile(join(outDir, 'index.html'), appIndex);
      // A signed-in first view's own index.html: the same, with the app's scripts and the view's
      // named in its head, so the browser fetches them all at once rather than the view's only once
      // the app's have arrived and run. The start script still runs them in its order. At low
      // priority: the loading screen's stylesheet comes first (Lighthouse's first paint went from
      // 0.8 to 2.1 s with them at the default high priority, issue 34).
      const firstViews: Record<Edition, [string, string][]> = { study: [], pro: [] };
      const writtenViews = new Set<string>();
      for (const edition of EDITIONS) {
        for (const view of server.firstViews(edition)) {
          if (!writtenViews.has(view.name)) {
            writtenViews.add(view.name);
            const { scripts, styles } = assetsOf(manifest, view.modules, index);
            for (const file of scripts) firstViewScripts.add(file);
            const links = [
              ...[...appScripts, ...scripts.map((file) => `/${file}`)].map(
                (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
              ),
              ...styles.map(
                (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`,
              ),
            ];
            await writeFile(
              join(outDir, PRERENDERED_DIR, `${FIRST_VIEW_PREFIX}${view.name}.html`),
              appIndex.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
            );
          }
          for (const pattern of view.patterns) firstViews[edition].push([patternSource(pattern), view.name]);
        }
      }
      const patterns = Object.fromEntries(
        EDITIONS.map((edition) => [edition, server.routePatterns(edition).map(patternSource)]),
      );
      await writeFile(
        join(outDir, PRERENDERED_DIR, ROUTES_INDEX),
        `${JSON.stringify({ notFound: server.NOT_FOUND_PATH, routes: patterns, firstViews }, null, 2)}\n`,
      );
      await hintEagerCompile(outDir, firstViewScripts);
    },
  };
}
