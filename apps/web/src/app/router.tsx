import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorPage } from '../features/errors/components/error-page';
import { useCopy } from '../lib/copy';
import { useEdition } from '../lib/edition';
import { paths, patterns } from '../lib/paths';
import { useSession } from '../lib/session';
import { unknownPathDestination } from './guards/decide';

/**
 * Each screen is its own chunk: the first load carries only the shell, guards and router. The
 * /error page is the exception: it must render when the network is down, so it ships up front.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LandingPage = page(() => import('../features/landing/components/landing-page'), 'LandingPage');
const AuthChoicePage = page(() => import('../features/auth/components/auth-choice-page'), 'AuthChoicePage');
const SignInPage = page(() => import('../features/auth/components/sign-in-page'), 'SignInPage');
const ResetPasswordPage = page(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const ChangePasswordPage = page(
  () => import('../features/auth/components/change-password-page'),
  'ChangePasswordPage',
);
const LicencePage = page(() => import('../features/auth/components/licence-page'), 'LicencePage');
const InstitutionPage = page(() => import('../features/auth/components/institution-page'), 'InstitutionPage');
const ConfirmationPage = page(
  () => import('../features/auth/components/confirmation-page'),
  'ConfirmationPage',
);
const DashboardPage = page(() => import('./routes/dashboard-route'), 'DashboardRoute');
const ProfilePage = page(() => import('../features/account/components/profile-page'), 'ProfilePage');
const OnboardingRoute = page(() => import('./routes/onboarding-route'), 'OnboardingRoute');
const TestimonialPage = page(
  () => import('../features/onboarding/components/testimonial-page'),
  'TestimonialPage',
);
const SoftwareSelectionPage = page(
  () => import('../features/software/components/software-selection-page'),
  'SoftwareSelectionPage',
);
const SomethingWentWrongPage = page(
  () => import('../features/errors/components/something-went-wrong-page'),
  'SomethingWentWrongPage',
);
const NotFoundPage = page(() => import('../features/errors/components/not-found-page'), 'NotFoundPage');
const GalleryPage = page(() => import('../features/gallery/components/gallery-page'), 'GalleryPage');

/**
 * A path the guards let through but no screen exists for yet (a later issue builds it) goes where
 * an unknown path goes: the dashboard when signed in, /not-found otherwise.
 */
function Elsewhere() {
  const edition = useEdition();
  const session = useSession(true);
  const to = unknownPathDestination(session, edition);
  return <Redirect key={to} to={to} replace />;
}

/** The page scrolls to the top on every route change (seed 000 §2). */
function useScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}

export function AppRoutes() {
  const { shell } = useCopy();
  useScrollToTop();
  return (
    <Suspense fallback={<LoadingScreen variant="region" message={shell.loadingPage} />}>
      <Switch>
        <Route path={paths.home} component={LandingPage} />
        <Route path={paths.error} component={ErrorPage} />
        <Route path={paths.somethingWentWrong} component={SomethingWentWrongPage} />
        <Route path={paths.notFound} component={NotFoundPage} />

        <Route path={paths.auth} component={AuthChoicePage} />
        <Route path={paths.signIn} component={SignInPage} />
        <Route path={paths.resetPassword} component={ResetPasswordPage} />
        <Route path={patterns.changePassword} component={ChangePasswordPage} />
        <Route path={paths.dsaLicence} component={LicencePage} />
        <Route path={paths.instLicence} component={InstitutionPage} />
        <Route path={paths.siteLicence} component={InstitutionPage} />
        <Route path={patterns.confirmation} component={ConfirmationPage} />

        <Route path={paths.dashboardLearn} component={DashboardPage} />
        <Route path={patterns.learnFlow} component={DashboardPage} />
        <Route path={paths.dashboardSoftware} component={DashboardPage} />
        <Route path={patterns.software} component={DashboardPage} />
        <Route path={paths.profile} component={ProfilePage} />
        <Route path={paths.onboarding} component={OnboardingRoute} />
        <Route path={paths.onboardingTestimonial} component={TestimonialPage} />
        <Route path={paths.softwareSelection} component={SoftwareSelectionPage} />
        <Route path="/design-system" component={GalleryPage} />

        <Route component={Elsewhere} />
      </Switch>
    </Suspense>
  );
}
