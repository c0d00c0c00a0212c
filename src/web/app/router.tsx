import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, matchPath, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { HomeRedirect } from './guards';
import { ScreenSuspense, lazyScreen, type LazyScreen } from './lazy-screen';
import { PublicLayout, SignedInLayout } from './signed-in-layout';
import { RegisterScreen } from '../features/auth/register-screen';

/**
 * The route table of product.md#routes: exact matches; anything else behaves like `/`.
 * Beyond the spec: the password-reset landing page, the test-mode checkout and billing pages,
 * and the Support & Information pages that settings links to.
 *
 * Only the register screen, where every visitor lands, is in the first load; every other screen
 * is its own chunk, fetched when its route opens. The dashboard's chunk and its data
 * are requested together at start (see prefetch.ts), so it does not wait behind the session.
 */
const screens = {
  resetPassword: () => import('../features/auth/reset-password-screen').then((m) => m.ResetPasswordScreen),
  paymentSuccess: () =>
    import('../features/payment/payment-success-screen').then((m) => m.PaymentSuccessScreen),
  support: () => import('../features/support/support-screen').then((m) => m.SupportScreen),
  dashboard: () => import('../features/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
  onboarding: () => import('../features/onboarding/onboarding-screen').then((m) => m.OnboardingScreen),
  quickStart: () => import('../features/quick-start/quick-start-screen').then((m) => m.QuickStartScreen),
  quickAssessment: () =>
    import('../features/quick-assessment/quick-assessment-screen').then((m) => m.QuickAssessmentScreen),
  assessment: () => import('../features/assessment/assessment-screen').then((m) => m.AssessmentScreen),
  lessons: () => import('../features/lessons/lessons-screen').then((m) => m.LessonsScreen),
  settings: () => import('../features/settings/settings-screen').then((m) => m.SettingsScreen),
  payment: () => import('../features/payment/payment-screen').then((m) => m.PaymentScreen),
  checkout: () => import('../features/payment/checkout-screen').then((m) => m.CheckoutScreen),
  billing: () => import('../features/payment/billing-screen').then((m) => m.BillingScreen),
  chat: () => import('../features/chat/chat-screen').then((m) => m.ChatScreen),
  flashcards: () => import('../features/flashcards/flashcards-screen').then((m) => m.FlashcardsScreen),
  vocabulary: () => import('../features/vocabulary/vocabulary-screen').then((m) => m.VocabularyScreen),
  mistakes: () => import('../features/mistakes/mistakes-screen').then((m) => m.MistakesScreen),
};

/** A lazily loaded route: its path, its screen, and the frame (layout and Suspense) it shows in. */
interface Page {
  path: string;
  screen: LazyScreen;
  frame: 'public' | 'signed-in';
}
const page = (frame: Page['frame'], path: string, load: () => Promise<ComponentType>): Page => ({
  path,
  screen: lazyScreen(load),
  frame,
});

const resetPassword = lazyScreen(screens.resetPassword);
const publicPages: Page[] = [
  page('public', '/payment/success', screens.paymentSuccess),
  page('public', '/help', screens.support),
  page('public', '/contact', screens.support),
  page('public', '/privacy', screens.support),
  page('public', '/terms', screens.support),
];
const signedInPages: Page[] = [
  page('signed-in', '/dashboard', screens.dashboard),
  page('signed-in', '/onboarding', screens.onboarding),
  page('signed-in', '/quick-start', screens.quickStart),
  page('signed-in', '/quick-assessment', screens.quickAssessment),
  page('signed-in', '/assessment', screens.assessment),
  page('signed-in', '/lessons', screens.lessons),
  page('signed-in', '/settings', screens.settings),
  page('signed-in', '/payment', screens.payment),
  page('signed-in', '/checkout/:sessionId', screens.checkout),
  page('signed-in', '/billing', screens.billing),
  page('signed-in', '/chat', screens.chat),
  page('signed-in', '/flashcards', screens.flashcards),
  page('signed-in', '/vocabulary', screens.vocabulary),
  page('signed-in', '/mistakes', screens.mistakes),
];
const pages = [...publicPages, ...signedInPages];

function pageAt(pathname: string): Page | undefined {
  return pages.find((candidate) => matchPath(candidate.path, pathname));
}

/**
 * The screens a learner uses offline (product.md#rules), loaded as soon as a signed-in page shows:
 * going offline later must not depend on the service worker having finished its precache.
 */
function WarmOfflineScreens() {
  const { user } = useSession();
  useEffect(() => {
    if (!user) return;
    for (const load of [screens.flashcards, screens.lessons, screens.vocabulary])
      void load().catch(() => undefined);
  }, [user]);
  return null;
}

/** The dashboard's code, started before the router renders when the page opens on /dashboard. */
export const loadDashboardScreen = screens.dashboard;

/**
 * The routes, shown at the address bar's location, except while the next screen's code is on its
 * way inside the frame already on show: then the screen before stays (its links, its focus) until
 * the next one can render, instead of the frame giving way to a loading spinner. Done here, not
 * left to React's transitions (BrowserRouter navigates in `startTransition`), so it holds under
 * preact/compat too (ADR 0017), whose transitions are immediate. A new frame (register to the
 * dashboard, a first load) shows its loading state, as a newly shown Suspense boundary does.
 */
function ScreenRoutes({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const next = pageAt(location.pathname);
  const wait =
    shown !== location &&
    next !== undefined &&
    !next.screen.ready() &&
    pageAt(shown.pathname)?.frame === next.frame;
  // The last location on show, kept during render (React's pattern for state from earlier renders).
  if (!wait && shown !== location) setShown(location);
  useEffect(() => {
    if (!wait || !next) return;
    let current = true;
    void next.screen.load().then(() => current && setShown(location));
    return () => {
      current = false;
    };
  }, [wait, next, location]);
  return <Routes location={wait ? shown : location}>{children}</Routes>;
}

/**
 * Declarative routes (BrowserRouter), not the data router: nothing here uses loaders or actions,
 * and the declarative router is half the code in the first load.
 */
// Built once: each lazy screen keeps its component (and its loaded code) for the page's life.
const appRoutes = (
  <BrowserRouter>
    <ScreenRoutes>
      <Route path="/register" element={<RegisterScreen />} />
      <Route path="/reset-password" element={<ScreenSuspense>{resetPassword.element}</ScreenSuspense>} />
      <Route
        element={
          <ScreenSuspense>
            <PublicLayout />
          </ScreenSuspense>
        }
      >
        {publicPages.map(({ path, screen }) => (
          <Route key={path} path={path} element={screen.element} />
        ))}
      </Route>
      <Route
        element={
          <ScreenSuspense>
            <WarmOfflineScreens />
            <SignedInLayout />
          </ScreenSuspense>
        }
      >
        {signedInPages.map(({ path, screen }) => (
          <Route key={path} path={path} element={screen.element} />
        ))}
      </Route>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="*" element={<HomeRedirect />} />
    </ScreenRoutes>
  </BrowserRouter>
);

export function AppRoutes() {
  return appRoutes;
}
