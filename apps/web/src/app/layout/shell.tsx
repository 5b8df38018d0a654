import type { User } from '@studyflow/contracts/user';
import { Box } from '@studyflow/ui/box';
import { Stack } from '@studyflow/ui/stack';
import { ToastOutlet, ToastRegion } from '@studyflow/ui/toast';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { normalisePath, routes } from '../../config/paths';
import { handoverOf } from '../../features/accessibility/handover';
import { DataGate } from '../../lib/api/trpc';
import { preloadable } from '../../lib/components/preloadable';
import { useEdition } from '../../lib/edition/edition';
import { TextSpacingStyle } from '../../lib/reading/text-spacing-style';
import { useFollowOtherTabs } from '../../lib/session/other-tabs';
import { learnerKey, useCurrentUser } from '../../lib/session/session';
import { useOpenDialog } from '../../lib/shell/dialogs';
import { useFocusMode } from '../../lib/shell/focus-mode';
import { captureInstallPrompt } from '../../lib/shell/install-prompt';
import { appliedSetting } from '../../lib/theme/colour-choice';
import { releaseEarlyGuestStyle, useGuestCopy } from '../../lib/theme/guest-accessibility';
import { AfterFirstView } from '../../lib/timing/after-first-view';
import { afterPageDrawn } from '../../lib/timing/page-drawn';
import { useAppCopy } from '../copy';
import { routeAt, routeMatching } from '../routes';
import { Footer } from './footer';
import * as frame from './frame.css';
import { OfflineBanner } from './offline-banner';
import { PublicHeader } from './public-header';
import * as styles from './shell.css';
import { ShortcutsHost } from './shortcuts-host';
import * as sideMenuStyles from './side-menu.css';
import './text-size.css';
import * as topBarStyles from './top-bar.css';
import { useEditionManifest } from './use-edition-manifest';

/** Whether the frame shows the dark-mode banner (SHL-7) on this path: PUB-7 puts it on the landing too. */
const bannerOn = (path: string, signedIn: boolean) => signedIn || normalisePath(path) === routes.home.href();

/** Fetches the frame's own lazy parts a signed-out visit to `path` shows, ahead of the first render. */
export function preloadPublicFrame(path: string): Promise<void> {
  return bannerOn(path, false) ? DarkModeBanner.preload() : Promise.resolve();
}

// The signed-in chrome (React Aria's menu, popover and drawer code among it) loads only for
// signed-in pages, so the landing and auth pages never carry it.
const TopBar = preloadable(() => import('./top-bar'), 'TopBar');
const SideMenu = preloadable(() => import('./side-menu'), 'SideMenu');
const DarkModeBanner = preloadable(() => import('./dark-mode-banner'), 'DarkModeBanner');

/**
 * Fetches what a signed-in first view of `path` shows, the frame's lazy parts and the page, so
 * boot.tsx can fetch them beside the start-up call and render them in one commit: arriving one by
 * one, the banner, the menus and the page each pushed the page down as they came (layout shift),
 * and each waited for the start-up call before it was even asked for. Nothing for a path without
 * the signed-in frame: the guest pages' first visit stays as it was.
 */
export function preloadSignedInFrame(path: string): Promise<void> {
  // '/dashboard' has no row of its own (the guards send it to the edition's tab); both tabs are one page.
  const route = routeMatching(normalisePath(path) === '/dashboard' ? routes.dashboardLearn.href() : path);
  if (route?.chrome !== 'shell') return Promise.resolve();
  const parts = [TopBar, SideMenu, DarkModeBanner, AccessibilityStyle, route.page];
  // Each asked for in a task of its own: asking for a chunk adds a link to the page for each of its
  // own chunks and styles (dozens for the first view), and all at once that was one long task.
  return Promise.all(
    parts.map(
      (part, index) =>
        new Promise<void>((resolve, reject) => {
          setTimeout(() => {
            (part?.preload() ?? Promise.resolve()).then(resolve, reject);
          }, index);
        }),
    ),
  ).then(() => undefined);
}
// A learner’s own colours, font and size (A11Y-2 to A11Y-4), or a guest's kept in this browser: the code
// that applies them (and its @font-face rules, ~1 KB) loads only for someone who has them, fetched
// with the frame (preloadSignedInFrame) so a learner's first view is drawn in their size and colours,
// never in the standard ones first. A guest's are on <html> before the first paint already (the
// start script, lib/theme/guest-accessibility), and this keeps them there.
const AccessibilityStyle = preloadable(
  () => import('@studyflow/ui/accessibility-style'),
  'AccessibilityStyle',
);
/**
 * Takes what the start script put on <html> off again, in the commit that applies the setting in
 * force: rendered just before <AccessibilityStyle> (its layout effect runs first), or alone when
 * there is no setting to apply.
 */
function ReleaseEarlyStyle() {
  useLayoutEffect(releaseEarlyGuestStyle, []);
  return null;
}

// The settings a guest chose in this visit, offered to the account at sign-in: loads only when there
// are some to offer (or to save again), not for a copy left from an earlier visit.
const GuestSettingsHandover = lazy(() =>
  import('../../features/accessibility/components/guest-settings-handover').then((module) => ({
    default: module.GuestSettingsHandover,
  })),
);
const SignedInExtras = lazy(() =>
  import('./signed-in-extras').then((module) => ({ default: module.SignedInExtras })),
);

/**
 * The signed-in frame's extras (badge toasts, notes sent after offline, the shell's dialogs), once
 * the first page is drawn with its data: their script never takes a connection or a main-thread
 * turn from the page the learner opened (issue 34). At once then, not at the next idle moment: on a
 * slow phone that moment came up to 2 s later, while the learner was typing in the search (its INP
 * 96–104 → 104–144 ms). A dialog asked for before then (a press, a shortcut) brings them at once;
 * the dialog store keeps what was asked.
 */
function SignedInExtrasWhenDue({ user }: { user: User }) {
  const [due, setDue] = useState(false);
  const asked = useOpenDialog() !== null;
  useEffect(() => afterPageDrawn(() => setDue(true)), []);
  if (!due && !asked) return null;
  return (
    <Suspense fallback={null}>
      <DataGate>
        <SignedInExtras user={user} />
      </DataGate>
    </Suspense>
  );
}

// The browser offers the install once, early; keep it for the 'Install Shortcut' modal.
if (typeof window !== 'undefined') captureInstallPrompt();

/**
 * The page frame, as the route table's row says: 'shell' pages (for a signed-in user) get the top
 * bar, side menu, dark-mode banner and the shell's dialogs; 'public' pages (and unknown paths) a
 * plain header; 'bare' pages (print views) neither header nor footer. The element tree around
 * <main> keeps its shape either way, so the routes inside never remount when the frame changes
 * (after sign-in, sign-out or onboarding).
 */
export function Shell({ children }: { children: ReactNode }) {
  const copy = useAppCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  const [location] = useLocation();
  const chrome = routeAt(location, edition)?.chrome ?? 'public';
  const signedIn = user !== null && chrome === 'shell' ? user : null;
  // Focus mode (STP-6): the step reader has the page to itself, without the side menu.
  const focusMode = useFocusMode();
  const guestCopy = useGuestCopy();
  const accessibility = appliedSetting(user ? user.accessabilitySetting : (guestCopy?.setting ?? null));
  const handover =
    user !== null &&
    guestCopy !== null &&
    handoverOf(guestCopy, user.accessabilitySetting, learnerKey(user)) !== 'leave';
  useFollowOtherTabs(user);
  useEditionManifest(edition);

  return (
    <>
      {accessibility ? (
        <Suspense fallback={null}>
          <ReleaseEarlyStyle />
          <AccessibilityStyle setting={accessibility} />
        </Suspense>
      ) : (
        <ReleaseEarlyStyle />
      )}
      {/* The learner's (or the guest's) text spacing, kept in this browser: in the same commit. */}
      <TextSpacingStyle learner={learnerKey(user)} />
      <Stack className={styles.page}>
        <a className={styles.skipLink} href="#main">
          {copy.shell.skipToContent}
        </a>
        {signedIn ? (
          <Suspense fallback={<div className={topBarStyles.placeholder} />}>
            <DataGate>
              <TopBar user={signedIn} />
            </DataGate>
          </Suspense>
        ) : chrome === 'bare' ? null : (
          <PublicHeader />
        )}
        {/* PUB-7: the landing shows the banner too. Focus mode (STP-6) keeps it off the step. */}
        {bannerOn(location, signedIn !== null) && !focusMode ? (
          <Suspense fallback={null}>
            <DarkModeBanner />
          </Suspense>
        ) : null}
        {/* Offline, on every page and in focus mode too: what still works. */}
        <OfflineBanner />
        {/* Below the page's header: toasts push the page down here, never covering a control. */}
        <ToastOutlet page />
        {/* One element either way (the page below keeps its state): a row beside the side menu, or a column. */}
        <Box
          display="flex"
          flexDirection={signedIn ? 'row' : 'column'}
          alignItems={signedIn ? 'start' : undefined}
          className={signedIn ? frame.appBody : frame.publicBody}
        >
          {signedIn && !focusMode ? (
            <Suspense fallback={<div className={sideMenuStyles.sidebar} />}>
              <DataGate>
                <SideMenu user={signedIn} variant="sidebar" />
              </DataGate>
            </Suspense>
          ) : null}
          <main id="main" tabIndex={-1} className={signedIn ? frame.appMain : styles.main}>
            {children}
          </main>
        </Box>
        {/* Below a signed-in page's first view: its own frame on the app's first page (issue 34). */}
        {chrome === 'bare' ? null : (
          <AfterFirstView now={chrome !== 'shell'}>
            <Footer />
          </AfterFirstView>
        )}
      </Stack>
      {signedIn ? <SignedInExtrasWhenDue user={signedIn} /> : null}
      {user && handover ? (
        <Suspense fallback={null}>
          <DataGate>
            <GuestSettingsHandover user={user} />
          </DataGate>
        </Suspense>
      ) : null}
      <ShortcutsHost />
      {/* A top layer for React Aria: toasts are still announced while a dialog hides the page. */}
      <div data-react-aria-top-layer="">
        <ToastRegion label={copy.shell.notifications} />
      </div>
    </>
  );
}
