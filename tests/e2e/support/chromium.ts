/** How the suite starts Debian's Chromium (playwright.config.ts; a spec that needs more adds to it). */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off itself with its own `--disable-features`. Chromium reads
 * only the last `--disable-features` on its command line, so ours below must carry these too, or
 * they would come back on (setup/chromium.setup.ts checks that nothing of Playwright's is dropped).
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's two popups, each a page of Chromium's own (chrome://omnibox-popup.top-chrome),
 * which headless Chromium 156 builds for every window, so for every test's new context: two more
 * renderers loading some hundred scripts each, about 0.27 s of CPU per context on the 2-core machine
 * (30 contexts: 16.7 → 8.6 s of CPU, 9.1 → 6.1 s), for a bar no test can see.
 */
export const OUR_DISABLED_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];
