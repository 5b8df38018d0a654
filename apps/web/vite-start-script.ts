import {
  APP_STATE,
  EARLY_DOWN_INDEX,
  EARLY_PRESS_INDEX,
  PRERENDER_MARKER_ID,
  PRESSABLE,
} from './src/app/takeover.ts';
import { EARLY_RESPONSES } from './src/lib/api/early-requests.ts';
import { EARLY_INSTALL_PROMPT } from './src/lib/shell/install-prompt.ts';
import { GUEST_SETTINGS_DAYS, GUEST_SETTINGS_MAX_AGE_MS } from './src/lib/theme/guest-expiry.ts';

/**
 * STORAGE_KEYS.guestAccessibility, written out: Node loads this file when Vite reads its config, and
 * cannot load the contracts' TypeScript. src/lib/theme/guest-accessibility.test.ts proves they match.
 */
const GUEST_ACCESSIBILITY_KEY = 'studyflow:guest-accessibility';
/**
 * A guest's text spacing: STORAGE_KEYS.textSpacingPrefix and the guests' key, written out likewise
 * (src/lib/reading/settings.test.ts proves it matches).
 */
export const GUEST_TEXT_SPACING_KEY = 'studyflow:text-spacing:anonymous';

/**
 * The one script every page of the build names (vite-prerender.ts writes it into the prerendered
 * pages and into index.html): a classic script, so it can find its own tag and read two lists there.
 *
 * - `data-preload`: every module the first view needs (the app's scripts and, on a prerendered
 *   page, the page's own chunks), fetched at once as module preloads, so they are one round trip
 *   and not a chain. Chromium compiles each as it arrives, in a task of its own.
 * - `data-entries`: the app's scripts in the order they run, one task apart: React's script, then
 *   the app's. Run as one module graph, the two were one task of 0.2 to 0.3 s at 4× CPU; apart,
 *   each is well under the 150 ms a task may take (issue 34).
 *
 * - `data-early` (index.html and the signed-in first views only): the calls the app makes as it
 *   starts (src/lib/api/early-requests.ts). On a page without a snapshot they are sent at once, and
 *   their answers kept for the app's tRPC client: the data travels while the scripts do, not after.
 *
 * On a prerendered page all this starts after the frame that paints the snapshot: left as
 * `<script type="module">`, the app's first script often ran before that first paint on a slow CPU,
 * and a module preload in the HTML is compiled before it (bench/README.md, issue 12). A snapshot
 * names this script `defer`, so it runs once the snapshot is parsed. index.html and the signed-in
 * first views (the loading screen only) name it `async` and it starts at once, in a task of its own;
 * it runs the app's scripts once the page is parsed. Until the app listens, the snapshot's buttons
 * and forms are looked after here (src/app/takeover.ts).
 */
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
  // The guest's text spacing (src/lib/reading/settings.ts), kept until they change or clear it.
  try {
    var spacing = JSON.parse(window.localStorage.getItem('${GUEST_TEXT_SPACING_KEY}') || 'null');
    var spaced = spacing && typeof spacing.vars === 'object' && spacing.vars ? spacing.vars : {};
    Object.keys(spaced).forEach(function (name) {
      if (name.indexOf('--') === 0 && typeof spaced[name] === 'string') document.documentElement.style.setProperty(name, spaced[name]);
    });
  } catch (error) {
    // As above: the standard spacing.
  }
  var script = document.currentScript;
  function list(name) {
    return ((script && script.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  var preload = list('data-preload');
  var entries = list('data-entries');
  var root = document.getElementById('root');
  // A prerendered page (it carries its marker), not index.html's loading screen.
  var snapshot = document.getElementById('${PRERENDER_MARKER_ID}') !== null;
  // A signed-in page's start-up calls, before anything else asks for the connection: the first of
  // the build's table whose address matches, each {n} the address's n-th segment, sent only when
  // that is a plain slug. None while a sign-out is still to be sent: the app sends it first.
  function askEarly(table) {
    var kept = (window['${EARLY_RESPONSES}'] = {});
    if (window.localStorage.getItem(table.skipWhenStored) !== null) return;
    var path = window.location.pathname;
    var segments = path.split('/');
    for (var index = 0; index < table.views.length; index++) {
      if (!new RegExp(table.views[index][0]).test(path)) continue;
      table.views[index][1].forEach(function (call) {
        var plain = true;
        var url = call.replace(/\\{(\\d+)\\}/g, function (match, place) {
          var segment = segments[Number(place)] || '';
          if (!/^[\\w-]+$/.test(segment)) plain = false;
          return segment;
        });
        if (!plain) return;
        var answer = fetch(url, { credentials: 'same-origin', headers: table.headers });
        // Kept for the app, which reads any failure itself; none is left unhandled meanwhile.
        answer.catch(function () {});
        kept[url] = answer;
      });
      return;
    }
  }
  var early = script && script.getAttribute('data-early');
  if (early && !snapshot) {
    try {
      askEarly(JSON.parse(early));
    } catch (error) {
      // Storage blocked or no fetch: the app asks for all of it itself, as it always could.
    }
  }
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
  function later(run) {
    setTimeout(run, 0);
  }
  function run(index) {
    if (index < entries.length)
      import(entries[index]).then(function () {
        later(function () {
          run(index + 1);
        });
      }, function () {
        // Not loaded (offline, say): the snapshot stays, its links working as they do without scripts.
      });
  }
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    // The app's scripts in a task of their own, once the page is parsed: on the signed-in app's
    // pages this script is async, and may run before the parser has reached #root. They need no
    // locale data of the browser's first: their first views format nothing in a locale, and React
    // Aria takes the page's language and direction as given (src/lib/shell/page-locale.ts).
    later(function () {
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', function () {
          run(0);
        });
      else run(0);
    });
  }
  // A snapshot first: after the frame that paints it (a timeout queued from requestAnimationFrame
  // runs after it). An empty page (index.html) has nothing to paint first.
  if (snapshot) {
    requestAnimationFrame(function () {
      later(start);
    });
  } else {
    start();
  }
})();
`;
