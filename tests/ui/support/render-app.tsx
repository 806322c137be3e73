/**
 * Renders the whole SPA (providers + the real route table) in a memory router at `path`, optionally
 * signed in with a stored token, as the browser would start it.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { permissionsFor } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { AppProviders, createQueryClient } from '../../../src/shell/app-providers';
import { buildRoutes } from '../../../src/shell/routes';
import { sessionStore } from '../../../src/core/session/session-store';
import { LeanStyles } from './lean-render';

export const TOKEN = 'test-token';

// jsdom has no canvas; antd's Watermark copes with a missing 2D context, so answer null quietly.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

export function userInfo(role: Role, nickname = '张三') {
  return {
    info: {
      id: 7,
      nickname,
      cellphone: '13900000003',
      role,
      department_id: 19,
      village_id: 101,
      department_name: '昭阳街道',
      village_name: '五里村',
    },
    roles: [{ name: role, permissions: permissionsFor(role) }],
  };
}

/**
 * `visibilityOnly`: antd injects only the rules that decide what is hidden (lean-stylesheets.ts).
 * `hashed: false`: antd then writes its rules without the `:where(.css-dev-only-…)` prefix, so the
 * selectors jsdom matches for every hidden-or-not check are about half as long (see lean-stylesheets.ts);
 * what the user sees is the same, only the class names lose the hash.
 */
export function renderApp(path: string, options: { signedIn?: boolean } = {}) {
  localStorage.clear();
  if (options.signedIn) {
    localStorage.setItem(
      'cw.session',
      JSON.stringify({ token: TOKEN, expires_at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
  }
  sessionStore.reload();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <LeanStyles>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </LeanStyles>,
  );
  return { router, ...view };
}

/** The current address of the memory router (path + query). */
export function addressOf(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
