import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { i18nReady } from './i18n';
import { prefetchFirstPage } from './app/prefetch';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { UpdatePrompt } from './app/update-prompt';

// The session check (and the dashboard's code and data) start now, while the strings load.
prefetchFirstPage(window.location.pathname);

function render() {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
        <UpdatePrompt />
      </Providers>
    </StrictMode>,
  );
}

// The first render waits for the UI language's strings only (one small chunk), never the session.
// Should they fail to load, render anyway: i18next shows the keys rather than a blank page.
void i18nReady.then(render, render);
