import type { Rolldown } from 'vite';

/** `/` in ids on every platform, so the tests below read the same on Windows. */
const path = (id: string) => id.replaceAll('\\', '/');

/**
 * React, React DOM and the scheduler under them, the module that starts React DOM
 * (src/react-client.ts), and the bundler's few helpers every script uses.
 */
const REACT =
  /\/node_modules\/(react|react-dom|scheduler)\/|\/apps\/web\/src\/react-client\.ts$|rolldown\/runtime/;

/**
 * The auth feature's shared code: its checks and panels, but not its pages, nor its calls to the
 * server, which bring the data layer (the choice of ways in, /auth, makes none), nor its words.
 */
const AUTH_SHARED =
  /\/apps\/web\/src\/features\/auth\/(?!components\/[\w-]+-page\.tsx$|api\/|copy\.ts$|components\/auth\.css\.ts$)/;
/**
 * The auth pages' words and common styles, apart from their forms: the choice of ways in (/auth)
 * shows the words and no form, and fetched the forms' whole script (10 KB) for them.
 */
const AUTH_COPY = /\/apps\/web\/src\/features\/auth\/(copy\.ts|components\/auth\.css\.ts)$/;
/** The auth pages' calls to the server, in a script of their own for the pages with a form. */
const AUTH_API = /\/apps\/web\/src\/features\/auth\/api\//;
/** What every auth form is built on: the form hook, ui's form and text field (and React Aria's form code under them). */
const FORMS = /\/apps\/web\/src\/lib\/forms\/use-form\.ts$|\/packages\/ui\/src\/(form|text-field)\.tsx$/;

/**
 * Small modules the landing shares with the auth pages: the page columns (lib/components/layout.css,
 * which the auth forms' script took in, and the choice of ways in fetched it whole for), ui's Card (and styles), the validation
 * messages, and the field, text field and form styles its contact form's plain twin is drawn with.
 * Also React Aria's useEvent (a few lines): the auth forms' group took it in with the field code,
 * and the assessor's accordion, which needs only it, then fetched that whole 11 KB script. And two
 * small parts guests and learners both show, each a script of its own under 1 KB before: ui's
 * tiles (the landing, the choice of ways in, the assessor, the dashboard) and the address breaker
 * (the institution forms, the profile details in the signed-in frame).
 */
const SHARED_WITH_AUTH =
  /\/apps\/web\/src\/lib\/components\/(layout\.css|breakable-address)\.tsx?$|\/packages\/ui\/src\/(card|tiles)(\.css)?\.tsx?$|\/packages\/ui\/src\/(text-field|form|styles\/field)\.css\.ts$|\/packages\/contracts\/src\/validation-messages\.ts$|\/react-aria\/dist\/private\/utils\/useEvent\.mjs$/;

/**
 * The data layer (src/lib/api/trpc.tsx): TanStack Query and the tRPC client with our
 * three modules that make them, one script that every page calling the server loads and no other
 * does. Not React Query's provider and `queryOptions` (a context and an identity function): the first
 * script provides the cache through the one and builds the session check with the other. Left to
 * Rolldown, the data layer came in four pieces, one of them in the auth forms' script.
 */
const DATA_LAYER =
  /\/@tanstack\/query-core\/|\/@tanstack\/react-query\/build\/modern\/(?!QueryClientProvider\.js$|queryOptions\.js$|index\.js$)|\/@trpc\/|\/apps\/web\/src\/lib\/api\/(data-layer|query-client|trpc-client)\.ts$/;

/**
 * React Aria's core, which every one of its components stands on: press, hover and focus handling,
 * its utilities, the button, link and label behind its Button, Link and Label. The first script has
 * none of it (ui's Button, IconButton, Link and TextField are native), and left alone the signed-in
 * groups below took it in with the top bar and side menu, so a guest page with one React Aria
 * component (the assessor's accordion) fetched the signed-in frame and, through it, the data layer.
 */
const REACT_ARIA_CORE =
  /\/react-aria\/dist\/private\/(interactions|utils|focus|ssr|i18n|live-announcer|button|link|label)\/|\/react-aria-components\/dist\/private\/(utils|Button|Link|Label|Text)\.mjs$|\/react-stately\/dist\/private\/(utils|flags)\/|\/clsx\//;
/**
 * What those folders also hold that only some components use (a modal's focus trap, dragging,
 * long presses, toolbars, scrolling, number and string formatting): left to the scripts of the
 * components that use them.
 */
const NOT_CORE =
  /\/(FocusScope|ShadowTreeWalker|useMove|useLongPress|useToolbar|useToggleButtonGroup|useToggleButton|scrollIntoView|useViewportSize|animation|useLoadMoreSentinel|useInteractOutside|useContextMenu|virtualFocus|useHasTabbableChild|useResizeObserver|isScrollable|getScrollParents?|useCollator|useListFormatter|useNumberFormatter|useLocalizedStringFormatter|useField|useDescription|useFormReset|number)\.mjs$/;

/**
 * React Aria's toggle buttons and the toolbar that groups them (ui's ToggleButton, the step's
 * toolbar and reading tools): five scripts of 0.7 to 2 KB a step fetched side by side, one here.
 * With the focus scope the toolbar moves focus with (4 KB, a script of its own before): the dialogs,
 * which use it too, are loaded when opened and take the toggle code along (2 KB).
 */
const REACT_ARIA_TOGGLE =
  /\/react-aria-components\/dist\/private\/(ToggleButton|ToggleButtonGroup|SelectionIndicator|SharedElementTransition|Toolbar)\.mjs$|\/react-aria\/dist\/private\/(button\/useToggleButton|button\/useToggleButtonGroup|toolbar\/useToolbar|focus\/FocusScope|utils\/shadowdom\/ShadowTreeWalker)\.mjs$|\/react-stately\/dist\/private\/toggle\//;

/**
 * The signed-in frame's top bar and side menu, with what they import (the avatar, the stand-in menu
 * button, sign-out, the page kind, the profile details and the account's words, the learner's own
 * look and the select's styles): a dozen scripts of 0.6 to 2.7 KB that every signed-in first view
 * fetched one by one. Lighthouse's mobile run counts each as a request of its own over a slow
 * connection, six at a time (issue 34); one script costs a round trip, not twelve.
 */
const SIGNED_IN_FRAME =
  /\/apps\/web\/src\/(app\/layout\/(top-bar|side-menu)\.tsx|features\/account\/(components\/profile-details\.tsx|copy\.ts))$|\/packages\/ui\/src\/(accessibility-style\.tsx|select\.css\.ts)$/;
/**
 * The learner's colours, font and spacing as styles (ui's theme): a guest's settings apply them too,
 * and would fetch the signed-in frame's script for them if it took them in with ui's
 * accessibility-style.
 */
const ACCESSIBILITY_THEME = /\/packages\/ui\/src\/theme\/accessibility\.ts$/;

/**
 * Small modules the signed-in pages' first views share (the dashboard and a step: the skeleton,
 * the progress meter, the learning days and their celebration, notices): left alone, each was a
 * script of its own under 1.5 KB. With them the first view's data requests made at start-up
 * (app/first-view.ts, and the query options of the pages it asks for). None is on a guest page (the limits and the address breaker are: the institution form's).
 */
const SIGNED_IN_SHARED =
  /\/apps\/web\/src\/app\/first-view\.ts$|\/apps\/web\/src\/features\/(dashboard\/api\/list-(flows|tutorials)|steps\/api\/get-(step|learning-module))\.ts$|\/packages\/ui\/src\/skeleton\.tsx$|\/apps\/web\/src\/lib\/(components\/progress-meter\.tsx|learning\/(week|learning-days|celebrate|tutorials|current-step)\.ts|shell\/notify\.ts|api\/error-toast\.ts)$/;

/**
 * A step's first view (a flow's step, a favourite, a tutorial's, where a module resumes): the
 * reader, its sidebar, toolbar and footer, the steps' words, and the rich text. Left alone they were
 * six scripts, most under 2 KB, fetched side by side, six at a time (issue 34). Only these: what
 * they import that other pages show too (the reading tools, the video player, the accordion, and
 * DOMPurify, which the licence pages' messages load) stays where it was.
 */
const STEP_VIEW = /\/apps\/web\/src\/(features\/steps\/|lib\/html\/(rich-text\.tsx|sanitize-rich\.ts)$)/;

/**
 * What a step's first view shows that other pages show too, so not in its own script: the
 * accordion ("Read more"), the video player and the shortcut settings it reads, and the load
 * failure notice; and, in a second script, the reading tools (read aloud, the reading guide) with
 * their words. Left alone they were six scripts of 0.8 to 2.5 KB and three stylesheets a step
 * fetched side by side, each a request of its own in Lighthouse's mobile run, six at a time over a
 * slow connection (issue 34). Two groups, not one: the reading tools stand on React Aria's toggle
 * button, and the assessor toolkit, which shows the accordion and the player, would fetch React
 * Aria (20 KB) for them. The pages that show only some of a group take the rest along (under 2 KB).
 * With their styles (vanilla-extract's `.css.ts.vanilla.css` modules), one stylesheet each.
 */
const STEP_PARTS =
  /(\/packages\/ui\/src\/accordion(\.css)?|\/apps\/web\/src\/lib\/(video\/(video|video-player)(\.css)?|shortcuts\/(shortcuts|shortcut-settings)|components\/load-failed))\.tsx?(\.vanilla\.css)?(\?.*)?$/;
const READING_TOOLS =
  /(\/packages\/ui\/src\/toggle-button(\.css)?|\/apps\/web\/src\/lib\/(speech\/(copy|read-aloud)(\.css)?|reading\/(attributes|reading-tools|copy)))\.tsx?(\.vanilla\.css)?(\?.*)?$/;

/**
 * How the build cuts the app into scripts. Each script a first visit loads costs a round trip and
 * about 1.2 KB of response headers, and one under 1 KB is not even worth compressing, while the
 * budget is 120 KB of JavaScript for `/` and `/auth/sign-in` (bench/landing-js.mjs). So:
 *
 * - everything main.tsx imports statically (React, the router, the guards, the shell's frame) is
 *   the entry script itself. Left alone, Rolldown cuts it into dozens of shared pieces because
 *   lazy pages import the same modules, yet a lazy page never loads before the entry does.
 * - the auth pages' shared code and the form machinery under it form one script, so an auth page
 *   is three scripts: the entry, that one and its own.
 *
 * Everything else keeps Rolldown's automatic chunks: each lazy page and dialog of the route table
 * is its own split point.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // React's own code first, in a script of its own: the start script runs it a task before the
    // app's (vite-start-script.ts), so neither is one long task, and it stays cached across releases
    // of the app.
    { name: 'react', test: (id) => REACT.test(path(id)), priority: 3 },
    { name: 'index', tags: ['$initial'], priority: 2 },
    {
      name: 'react-aria',
      test: (id) => REACT_ARIA_CORE.test(path(id)) && !NOT_CORE.test(path(id)),
      priority: 2,
    },
    // ui's Card, the validation messages and the form styles (a few KB) serve the landing and the
    // auth pages: left alone, Rolldown puts them in the auth forms' script (with the form code that
    // imports them), and the landing would fetch that whole script for them. Their own script costs
    // a round trip and about 2 KB, not 8.
    {
      name: 'react-aria-toggle',
      test: (id) => REACT_ARIA_TOGGLE.test(path(id)),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    { name: 'shared', test: (id) => SHARED_WITH_AUTH.test(path(id)), priority: 2 },
    { name: 'data-layer', test: (id) => DATA_LAYER.test(path(id)), priority: 2 },
    { name: 'accessibility', test: (id) => ACCESSIBILITY_THEME.test(path(id)), priority: 2 },
    // The frame and the modules the first views share, one script every signed-in page loads: a
    // signed-in page fetched ten scripts and five stylesheets of about 1 KB each for them.
    {
      name: 'signed-in',
      test: (id) => SIGNED_IN_SHARED.test(path(id)) || SIGNED_IN_FRAME.test(path(id)),
      priority: 2,
    },
    {
      name: 'step-parts',
      test: (id) => STEP_PARTS.test(path(id)),
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      name: 'reading-tools',
      test: (id) => READING_TOOLS.test(path(id)),
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      name: 'step-view',
      test: (id) => STEP_VIEW.test(path(id)),
      priority: 1,
      includeDependenciesRecursively: false,
    },
    { name: 'auth-copy', test: (id) => AUTH_COPY.test(path(id)), priority: 1 },
    { name: 'auth-api', test: (id) => AUTH_API.test(path(id)), minShareCount: 2, priority: 1 },
    {
      name: 'auth-forms',
      test: (id) => AUTH_SHARED.test(path(id)) || FORMS.test(path(id)),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/**
 * The route table loads every page lazily, and boot.tsx also imports the /error page on purpose,
 * so it is in the first chunk and renders with the network down (ERR-1): that one warning is
 * expected; every other goes through.
 */
export const quietExpectedLogs: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  const expected = log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('/error-page.tsx');
  if (!expected) handler(level, log);
};
