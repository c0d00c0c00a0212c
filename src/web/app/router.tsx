import { createBrowserRouter } from 'react-router';
import { HomeRedirect } from './guards';
import { SignedInLayout } from './signed-in-layout';
import { RegisterScreen } from '../features/auth/register-screen';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { UpcomingScreen } from '../features/shell/upcoming-screen';

/** The route table of spec doc 1 §2: exact matches; anything else behaves like `/`. */
export const router = createBrowserRouter([
  { path: '/register', element: <RegisterScreen /> },
  { path: '/reset-password', element: <ResetPasswordScreen /> },
  { path: '/payment/success', element: <UpcomingScreen title="Payment Successful" /> },
  {
    element: <SignedInLayout />,
    children: [
      { path: '/dashboard', element: <UpcomingScreen title="Dashboard" /> },
      { path: '/onboarding', element: <UpcomingScreen title="Onboarding" /> },
      { path: '/quick-start', element: <UpcomingScreen title="Quick Start" /> },
      { path: '/quick-assessment', element: <UpcomingScreen title="Quick Assessment" /> },
      { path: '/assessment', element: <UpcomingScreen title="Proficiency Assessment" /> },
      { path: '/lessons', element: <UpcomingScreen title="Spanish Lessons" /> },
      { path: '/settings', element: <SettingsScreen /> },
      { path: '/payment', element: <UpcomingScreen title="Payment" /> },
      { path: '/chat', element: <UpcomingScreen title="Chat" /> },
      { path: '/flashcards', element: <UpcomingScreen title="Flashcards" /> },
    ],
  },
  { path: '/', element: <HomeRedirect /> },
  { path: '*', element: <HomeRedirect /> },
]);
