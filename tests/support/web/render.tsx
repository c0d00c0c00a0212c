import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18n from '../../../src/web/i18n';

/**
 * Renders a screen the way the app does (query client, router, i18n in English) for a Testing
 * Library test; retries are off so a failed request shows its error at once.
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = '/' }: { path?: string; route?: string } = {},
) {
  void i18n.changeLanguage('en');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

/** Any other route: says where the screen navigated to, so a test can assert it. */
function Elsewhere() {
  return <p>navigated to {useLocation().pathname}</p>;
}
