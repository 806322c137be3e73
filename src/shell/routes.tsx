/**
 * The route table (req shell-and-accounts §3), generated from the resource registry:
 * - /user/login under the login layout, with the registration pages that need no login (features/register/routes.tsx);
 *   the other /user/* addresses go to login;
 * - everything else behind the guard, in the main layout: / → /dashboard/workplace, each registry
 *   resource (a role without access sees 403), /childDetail → /childDetail/childTables keeping the query
 *   string, /404, and unknown paths → /404.
 * The main layout and every screen are loaded lazily (issue 30 "The console on a slow line"): the login route
 * downloads only the login layout and form.
 */
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { Spin } from 'antd';
import { LoginLayout } from './layout/login-layout';
import { LoginPage } from './pages/login-page';
import { ForbiddenPage, NotFoundPage, RouteErrorPage } from './pages/status-pages';
import { CHILD_DETAIL_PATH, RESOURCES, resourceAllows, type Resource } from './resources';
import { PageTitleProvider } from '../core/page-title';
import { useCurrentUser } from '../core/session/current-user';
import { titleForLocation } from './page-titles';
import { HOME_PATH, LOGIN_PATH } from '../core/session/login-paths';
import { RedirectIfSignedIn } from '../core/session/redirect-if-signed-in';
import { RequireSession } from './session/require-session';
import { REGISTER_ROUTES } from '../features/register/routes';

// The shell (header, side menu, tabs, badges) is loaded after sign-in: the login route does not download it (issue 30).
const MainLayout = lazy(async () => ({ default: (await import('./layout/main-layout')).MainLayout }));

/** The spinner shown while a lazily loaded layout or screen arrives. */
function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

function ResourceRoute({ resource }: { resource: Resource }) {
  const { role } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!resourceAllows(resource, role)) return <ForbiddenPage />;
  const Page = resource.component;
  const title = titleForLocation(pathname, search, role) ?? '';
  // A boundary per resource: a page still loading shows its spinner at once instead of holding the old page.
  return (
    <Suspense key={resource.path} fallback={<Loading />}>
      <PageTitleProvider value={title}>
        <Page />
      </PageTitleProvider>
    </Suspense>
  );
}

function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}`} replace />;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/user',
      element: <LoginLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: 'login',
          element: (
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          ),
        },
        ...REGISTER_ROUTES,
        { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
        { path: '*', element: <Navigate to={LOGIN_PATH} replace /> },
      ],
    },
    {
      path: '/',
      element: (
        <RequireSession>
          <Suspense fallback={<Loading />}>
            <MainLayout />
          </Suspense>
        </RequireSession>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...RESOURCES.map((resource) => ({ path: resource.path, element: <ResourceRoute resource={resource} /> })),
        { path: '/childDetail', element: <RedirectKeepingQuery to={CHILD_DETAIL_PATH} /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
