/**
 * The SPA entry: dayjs in zh-cn (req shell-and-accounts §1), the providers, and the router built from the registry;
 * the service worker of the installable app (issue 29, src/offline/register-sw.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AppProviders } from './shell/app-providers';
import { buildRoutes } from './shell/routes';
import { registerServiceWorker } from './offline/register-sw';

dayjs.locale('zh-cn');

const router = createBrowserRouter(buildRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
