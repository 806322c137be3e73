/**
 * One list of the console's screens (issue 26): the resource registry the SPA routes from (src/app/resources.ts) and the
 * domain list a notification's link is checked against (domain/console-routes.ts) hold the same paths, and a link is a
 * console link only when it names one of them.
 */
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTE_PATHS, isConsoleLink } from '../../domain/console-routes';
import { RESOURCES } from '../../src/shell/resources';

describe("the console's routes", () => {
  it('are the same paths in the SPA registry and in domain/', () => {
    expect([...CONSOLE_ROUTE_PATHS].sort()).toEqual(RESOURCES.map((r) => r.path).sort());
  });

  it('make a console link of each registry path only', () => {
    for (const r of RESOURCES) expect(isConsoleLink(r.path), r.path).toBe(true);
    for (const bad of [
      '//evil.example/phish',
      'https://evil.example',
      '/\\evil.example',
      '/taskList/MyTaskList#top',
      '/taskList/MyTaskList/../x',
      '',
      '/',
    ]) {
      expect(isConsoleLink(bad), bad).toBe(false);
    }
    expect(isConsoleLink('/taskList/TaskDetail?id=7')).toBe(true);
  });
});
