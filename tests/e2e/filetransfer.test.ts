/**
 * A message with an attachment sent and read, in Chromium (docs/decisions-filetransfer.md): 检察领导 writes to the 公安护航 with a
 * png uploaded through 写邮件 and sends it; the 公安护航 finds it unread (bold, counted by the badge beside 收件箱), opens it (the
 * thumbnail is there and its signed URL answers 200) and it turns read; the sender's 发件箱 shows it read. Screenshots land in
 * test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { loginAs, shot, startE2E, type E2E } from './harness';
import { demoPhoto } from '../../server/db/seed-demo/photos';
import { filetransferRecipients, filetransfers, users } from '../../server/db/schema';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const SUBJECT = '端到端测试：重点未成年人帮教名单';
const CONTENT = '附件为本月重点未成年人帮教名单的照片，请查收并安排走访。';

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${e.url}/user/login`);
}
const badgeOf = async (page: Page, title: string) => {
  const item = page.locator('.ant-layout-sider .ant-menu-item').filter({ hasText: title });
  return (await item.locator('.ant-badge-count, .ant-scroll-number').allInnerTexts()).join('');
};
const rowOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: SUBJECT });

describe('a message with an attachment', () => {
  let escort: { id: number; nickname: string };

  it('is written with a png attachment by 检察领导 and sent to the 公安护航', async () => {
    const { page } = e;
    [escort] = await e.handle.db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(and(eq(users.role, '公安护航'), eq(users.state, '激活')));
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/email/sendList`);
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /写邮件/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '写邮件' });
    await dialog
      .locator('.ant-form-item')
      .filter({ hasText: '收件人' })
      .first()
      .locator('.ant-select-selector')
      .click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${escort.nickname}$`) })
      .click();
    await dialog.locator('.ant-modal-title').click(); // closes the multiple select's list
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await dialog.getByLabel('主题').fill(SUBJECT);
    await dialog.getByLabel('正文').fill(CONTENT);
    await dialog
      .locator('.ant-upload input[type=file]')
      .setInputFiles([{ name: '帮教名单.png', mimeType: 'image/png', buffer: demoPhoto(777) }]);
    await expect.poll(() => dialog.locator('.ant-upload-list-item-done').count()).toBe(1);
    await shot(page, 'mail-compose');
    await dialog.getByRole('button', { name: /发\s*送/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('已发送给 1 人');
    await expect.poll(() => rowOf(page).count()).toBe(1);
    expect(await rowOf(page).innerText()).toContain('0/1');
    expect(await rowOf(page).locator('[aria-label="有附件"]').count()).toBe(1);
    await shot(page, 'mail-sent');
    await signOut(page);
  });

  it('is unread in the 公安护航 inbox, shows its attachment when opened, and turns read', async () => {
    const { page } = e;
    const [delivery] = await e.handle.db
      .select({ id: filetransferRecipients.id, read_at: filetransferRecipients.read_at })
      .from(filetransferRecipients)
      .innerJoin(filetransfers, eq(filetransfers.id, filetransferRecipients.filetransfer))
      .where(and(eq(filetransferRecipients.recipient, escort.id), eq(filetransfers.filetransfer_subject, SUBJECT)));
    expect(delivery.read_at).toBeNull();
    await loginAs(e, '公安护航');
    await page.goto(`${e.url}/email/receiveList`);
    await expect.poll(() => rowOf(page).count()).toBe(1);
    // the badge counts the unread rows (marked with a dot), this one among them
    const unreadBefore = await page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.locator('.ant-badge-status-processing') })
      .count();
    expect(await rowOf(page).locator('.ant-badge-status-processing').count()).toBe(1);
    await expect.poll(() => badgeOf(page, '收件箱')).toBe(String(unreadBefore));
    const subject = rowOf(page).getByRole('button', { name: new RegExp(SUBJECT) });
    expect(await subject.evaluate((b) => getComputedStyle(b).fontWeight)).toBe('700');
    await shot(page, 'mail-inbox-unread');

    await subject.click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.innerText()).toContain(CONTENT);
    expect(await drawer.innerText()).toContain('附件（1）');
    const thumb = drawer.locator('img[alt="帮教名单.png"]');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const signed = await thumb.getAttribute('src');
    expect(signed).toBeTruthy();
    const answer = await page.request.get(new URL(signed!, e.url).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/png');
    await page.waitForTimeout(400); // the drawer's opening animation
    await shot(page, 'mail-opened');
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => badgeOf(page, '收件箱')).toBe(unreadBefore > 1 ? String(unreadBefore - 1) : '');
    await expect
      .poll(() =>
        rowOf(page)
          .getByRole('button', { name: new RegExp(SUBJECT) })
          .evaluate((b) => getComputedStyle(b).fontWeight),
      )
      .toBe('400');
    const [recipient] = await e.handle.db
      .select()
      .from(filetransferRecipients)
      .where(eq(filetransferRecipients.id, delivery.id));
    expect(recipient.read_at).not.toBeNull();
    await shot(page, 'mail-inbox-read');
    await signOut(page);
  });

  it("shows read in the sender's 发件箱", async () => {
    const { page } = e;
    await loginAs(e, '检察领导');
    await page.goto(`${e.url}/email/sendList`);
    await expect.poll(() => rowOf(page).innerText()).toContain('1/1');
    expect(await rowOf(page).getByRole('button', { name: '撤回' }).count()).toBe(0);
    await rowOf(page).getByRole('button', { name: '查看' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.innerText()).toContain(`${escort.nickname} · 已读`);
    await page.waitForTimeout(400);
    await shot(page, 'mail-sent-read');
  });
});
