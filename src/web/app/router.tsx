import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useSession } from '../lib/session';
import { HomeRedirect } from './guards';
import { ScreenSuspense, lazyScreen } from './lazy-screen';
import { PublicLayout, SignedInLayout } from './signed-in-layout';
import { RegisterScreen } from '../features/auth/register-screen';

/**
 * The route table of spec doc 1 §2: exact matches; anything else behaves like `/`.
 * Beyond the spec: the password-reset landing page, the test-mode checkout and billing pages,
 * and the Support & Information pages that settings links to.
 *
 * Only the register screen, where every visitor lands, is in the first load; every other screen
 * is its own chunk, fetched when its route opens (issue 17.1). The dashboard's chunk and its data
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
};

/**
 * The screens a learner uses offline (spec doc 1 §4), loaded as soon as a signed-in page shows:
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
 * Declarative routes (BrowserRouter), not the data router: nothing here uses loaders or actions,
 * and the declarative router is half the code in the first load (issue 17.1).
 */
// Built once: each lazy screen keeps its component (and its loaded code) for the page's life.
const appRoutes = (
  <BrowserRouter>
    <Routes>
      <Route path="/register" element={<RegisterScreen />} />
      <Route
        path="/reset-password"
        element={<ScreenSuspense>{lazyScreen(screens.resetPassword)}</ScreenSuspense>}
      />
      <Route
        element={
          <ScreenSuspense>
            <PublicLayout />
          </ScreenSuspense>
        }
      >
        <Route path="/payment/success" element={lazyScreen(screens.paymentSuccess)} />
        <Route path="/help" element={lazyScreen(screens.support)} />
        <Route path="/contact" element={lazyScreen(screens.support)} />
        <Route path="/privacy" element={lazyScreen(screens.support)} />
        <Route path="/terms" element={lazyScreen(screens.support)} />
      </Route>
      <Route
        element={
          <ScreenSuspense>
            <WarmOfflineScreens />
            <SignedInLayout />
          </ScreenSuspense>
        }
      >
        <Route path="/dashboard" element={lazyScreen(screens.dashboard)} />
        <Route path="/onboarding" element={lazyScreen(screens.onboarding)} />
        <Route path="/quick-start" element={lazyScreen(screens.quickStart)} />
        <Route path="/quick-assessment" element={lazyScreen(screens.quickAssessment)} />
        <Route path="/assessment" element={lazyScreen(screens.assessment)} />
        <Route path="/lessons" element={lazyScreen(screens.lessons)} />
        <Route path="/settings" element={lazyScreen(screens.settings)} />
        <Route path="/payment" element={lazyScreen(screens.payment)} />
        <Route path="/checkout/:sessionId" element={lazyScreen(screens.checkout)} />
        <Route path="/billing" element={lazyScreen(screens.billing)} />
        <Route path="/chat" element={lazyScreen(screens.chat)} />
        <Route path="/flashcards" element={lazyScreen(screens.flashcards)} />
        <Route path="/vocabulary" element={lazyScreen(screens.vocabulary)} />
      </Route>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="*" element={<HomeRedirect />} />
    </Routes>
  </BrowserRouter>
);

export function AppRoutes() {
  return appRoutes;
}
