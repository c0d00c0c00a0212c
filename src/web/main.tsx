import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import './i18n';
import { Providers } from './app/providers';
import { router } from './app/router';
import { UpdatePrompt } from './app/update-prompt';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  </StrictMode>,
);
