/**
 * Panes built ahead (src/components/schema-form/use-pane-building.ts), in the console, in Chromium, on the
 * cs create form of a child director: a tab opened before its pane is built shows a placeholder at once and
 * then its real fields, where keyboard focus waiting on the pane lands and typing goes; typing into the first
 * tab while the other panes are being built loses nothing; and every pane ends up built. No timing is
 * asserted (docs/performance.md has the figures).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, shot, startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await loginAs(e, '儿童主任');
});
afterAll(async () => {
  await e?.close();
});

const CREATE = `/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=cs`;

/** Opens the cs create form and waits for its first real field. */
async function openCreate(page: Page): Promise<void> {
  await page.goto(`${e.url}${CREATE}`);
  await page.getByPlaceholder('请输入儿童姓名').waitFor();
}

/** How many panes (nested included) hold their real fields, and how many there are. */
function builtPanes(page: Page): Promise<{ built: number; panes: number }> {
  return page.evaluate(() => {
    const panes = [...document.querySelectorAll('.cw-schema-pane')];
    const built = panes.filter((p) => p.firstElementChild && !p.querySelector(':scope > [data-pane-placeholder]'));
    return { built: built.length, panes: panes.length };
  });
}

describe('panes built ahead on the cs create form', () => {
  it('a tab opened before its pane is built shows a placeholder, then its real fields, where waiting focus lands', async () => {
    const { page } = e;
    await openCreate(page);
    // clicked and focused in one go, as soon as the form shows (a tab far along: built last)
    const opened = await page.evaluate(async (title) => {
      const tab = [...document.querySelectorAll('.ant-tabs-tab')].find((t) => t.textContent?.trim() === title);
      const button = tab?.querySelector<HTMLElement>('[role=tab]');
      button?.click();
      await Promise.resolve(); // React commits a click's update in a microtask
      const pane = document.getElementById(button?.getAttribute('aria-controls') ?? '');
      pane?.focus();
      return {
        open: pane?.hasAttribute('data-open') ?? false,
        placeholder: !!pane?.querySelector(':scope > [data-pane-placeholder] .ant-skeleton'),
        busy: pane?.querySelector('[aria-busy=true]') !== null,
        fields: pane?.querySelectorAll('.ant-formily-item').length ?? -1,
        focused: document.activeElement === pane,
        selected: button?.getAttribute('aria-selected'),
      };
    }, '家庭教育指导');
    expect(opened).toEqual({ open: true, placeholder: true, busy: true, fields: 0, focused: true, selected: 'true' });
    await shot(page, 'pane-building-placeholder');

    const guide = page.getByPlaceholder('请输入家庭教育指导');
    await expect.poll(() => guide.isVisible()).toBe(true);
    expect(await page.locator('.cw-schema-pane[data-open] [data-pane-placeholder]').count()).toBe(0);
    // the focus that waited on the pane is in its first control, and typing goes there
    await expect.poll(() => guide.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('每周陪伴阅读');
    expect(await guide.inputValue()).toBe('每周陪伴阅读');
    await shot(page, 'pane-building-built');
  });

  it('typing into the first tab while the other panes are built keeps every key, and every pane gets built', async () => {
    const { page } = e;
    // a slower device (Chromium's CPU throttling): the panes take long enough to build that the typing
    // surely falls while they are built, however fast this machine is today
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await openCreate(page);
    const name = page.getByPlaceholder('请输入儿童姓名');
    await name.focus();
    const before = await builtPanes(page);
    await page.keyboard.type('abcdefghij', { delay: 30 });
    await page.keyboard.press('Backspace');
    await page.keyboard.type('张三');
    expect(await name.inputValue()).toBe('abcdefghi张三');
    expect(before.built, `panes built when typing began: ${before.built} of ${before.panes}`).toBeLessThan(
      before.panes,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect
      .poll(
        async () => {
          const now = await builtPanes(page);
          return now.built === now.panes;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await name.inputValue()).toBe('abcdefghi张三');
    // a pane built ahead opens on its real fields at once
    await page
      .locator('.ant-tabs-tab')
      .filter({ hasText: /^家庭情况$/ })
      .click();
    expect(await page.locator('.cw-schema-pane[data-open] [data-pane-placeholder]').count()).toBe(0);
    await expect
      .poll(() =>
        page.locator('.cw-schema-pane[data-open] .ant-formily-item-label').filter({ hasText: '家庭类型' }).isVisible(),
      )
      .toBe(true);
  });
});
