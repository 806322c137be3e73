/**
 * The SPA entry: dayjs in zh-cn (req shell-and-accounts §1), the providers, and the router built from the registry.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AppProviders } from './shell/app-providers';
import { buildRoutes } from './shell/routes';

dayjs.locale('zh-cn');

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
