import { createBrowserRouter } from 'react-router';
import { HomeRedirect } from './guards';
import { PublicLayout, SignedInLayout } from './signed-in-layout';
import { RegisterScreen } from '../features/auth/register-screen';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen';
import { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { FlashcardsScreen } from '../features/flashcards/flashcards-screen';
import { LessonsScreen } from '../features/lessons/lessons-screen';
import { OnboardingScreen } from '../features/onboarding/onboarding-screen';
import { QuickStartScreen } from '../features/quick-start/quick-start-screen';
import { QuickAssessmentScreen } from '../features/quick-assessment/quick-assessment-screen';
import { AssessmentScreen } from '../features/assessment/assessment-screen';
import { PaymentScreen } from '../features/payment/payment-screen';
import { PaymentSuccessScreen } from '../features/payment/payment-success-screen';
import { CheckoutScreen } from '../features/payment/checkout-screen';
import { BillingScreen } from '../features/payment/billing-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { VocabularyScreen } from '../features/vocabulary/vocabulary-screen';
import { ChatScreen } from '../features/chat/chat-screen';
import { SupportScreen } from '../features/support/support-screen';

/**
 * The route table of spec doc 1 §2: exact matches; anything else behaves like `/`.
 * Beyond the spec: the password-reset landing page, the test-mode checkout and billing pages,
 * and the Support & Information pages that settings links to.
 */
export const router = createBrowserRouter([
  { path: '/register', element: <RegisterScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/payment/success', element: <PaymentSuccessScreen /> },
      { path: '/help', element: <SupportScreen /> },
      { path: '/contact', element: <SupportScreen /> },
      { path: '/privacy', element: <SupportScreen /> },
      { path: '/terms', element: <SupportScreen /> },
    ],
  },
  {
    element: <SignedInLayout />,
    children: [
      { path: '/dashboard', element: <DashboardScreen /> },
      { path: '/onboarding', element: <OnboardingScreen /> },
      { path: '/quick-start', element: <QuickStartScreen /> },
      { path: '/quick-assessment', element: <QuickAssessmentScreen /> },
      { path: '/assessment', element: <AssessmentScreen /> },
      { path: '/lessons', element: <LessonsScreen /> },
      { path: '/settings', element: <SettingsScreen /> },
      { path: '/payment', element: <PaymentScreen /> },
      { path: '/checkout/:sessionId', element: <CheckoutScreen /> },
      { path: '/billing', element: <BillingScreen /> },
      { path: '/chat', element: <ChatScreen /> },
      { path: '/flashcards', element: <FlashcardsScreen /> },
      { path: '/vocabulary', element: <VocabularyScreen /> },
    ],
  },
  { path: '/', element: <HomeRedirect /> },
  { path: '*', element: <HomeRedirect /> },
]);
