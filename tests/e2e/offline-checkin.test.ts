/**
 * Check-in without signal, in Chromium (issue 29 "Check-in without signal", "Done when"): the console is installable
 * (a linked manifest with name, icons of 192 and 512 px, start URL and standalone display; Chromium reports no
 * installability error; a service worker controls the page after the first load and a reload) and its worker
 * precaches the shell only (under 2 MiB, not the whole console's 3.6 MiB); the demo volunteer (13900000006) opens a
 * task, the phone locates itself (已定位 with its accuracy), goes offline, checks in with two photos (4000 × 3000,
 * downscaled on the phone), reloads the page while offline (the service worker serves the shell, the task and the
 * queued check-in come from the phone, the screen says 离线副本 and the header 待发送 1 条打卡), follows the header to
 * 我的工单 (the offline copy of the list) and on to 工作台, goes online there, and the check-in is sent by itself from
 * that screen: the server then has exactly one such check-in with both photos (1600 px wide) and the visit's time,
 * not the upload's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot, startE2E, type E2E } from './harness';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.close();
});

const VOLUNTEER = '13900000006';
const DESCRIPTION = `离线打卡测试 ${Date.now()}`;

describe('check-in without signal', () => {
  it('is installable, queues a check-in offline, survives a reload offline and sends it once when online', async () => {
    const { page, context, url } = e;
    await context.grantPermissions(['geolocation'], { origin: url });
    await context.setGeolocation({ latitude: 32.9313, longitude: 119.8356, accuracy: 25 });
    await page.goto(`${url}/user/login`);
    await page.getByPlaceholder(/手机号/).fill(VOLUNTEER);
    await page.getByPlaceholder(/密码/).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));

    // installable: the manifest is linked and names the app, its icons and where it starts
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]') as HTMLLinkElement | null;
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ name: '兴化市儿童关爱保护服务平台', start_url: '/', display: 'standalone' });
    expect((manifest!.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    // each icon is a PNG of the size the manifest says
    const icons = await page.evaluate(
      (list) =>
        Promise.all(
          list.map(
            (icon) =>
              new Promise<string>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
                img.onerror = () => resolve('broken');
                img.src = new URL(icon.src, location.href).href;
              }),
          ),
        ),
      manifest!.icons as { src: string }[],
    );
    expect(icons).toEqual(['192x192', '512x512']);
    // the service worker is installed and, after a reload, controls the page
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Chromium's own verdict: the manifest parses without error and nothing stops the install
    const cdp = await context.newCDPSession(page);
    const app = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(app.url).toBe(`${url}/manifest.webmanifest`);
    expect(app.errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    await cdp.detach();
    // the worker keeps the shell, not the whole console: what a phone on a weak line downloads at the first visit
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'))!;
      const cache = await caches.open(name);
      const sizes = await Promise.all(
        (await cache.keys()).map(async (r) => (await (await cache.match(r))!.blob()).size),
      );
      return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
    });
    expect(precached.files).toBeGreaterThan(10);
    expect(precached.bytes).toBeLessThan(2 * 1024 * 1024);

    // the volunteer's open tasks, then one of them (both kept on the phone as they are read)
    await page.goto(`${url}/taskList/MyTaskList`);
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '打开' }).first();
    await row.getByText('打开').click();
    await page.waitForURL((u) => u.pathname === '/taskList/TaskDetail');
    const taskId = Number(new URL(page.url()).searchParams.get('id'));
    await expect.poll(() => page.getByTestId('punch-position').innerText()).toBe('已定位（精度约 25 米）');
    const before = await page.getByRole('tab', { name: /^打卡 \d+$/ }).count();

    // no signal: the check-in is kept on the phone with the visit's time
    await context.setOffline(true);
    await page.getByLabel('服务地点').fill('水关路8号');
    await page.getByLabel('服务内容').fill(DESCRIPTION);
    const photo = async (color: string) =>
      Buffer.from(
        await page.evaluate((c) => {
          const canvas = document.createElement('canvas');
          canvas.width = 4000;
          canvas.height = 3000;
          const g = canvas.getContext('2d')!;
          g.fillStyle = c;
          g.fillRect(0, 0, 4000, 3000);
          return canvas.toDataURL('image/png').split(',')[1];
        }, color),
        'base64',
      );
    await page.locator('.ant-upload input[type=file]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await photo('#1890ff') },
      { name: 'b.png', mimeType: 'image/png', buffer: await photo('#52c41a') },
    ]);
    const visitFrom = Date.now();
    await page.getByRole('button', { name: /^打\s*卡$/ }).click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('网络不可用');
    const visitTo = Date.now();
    const pending = page.getByTestId('pending-checkins');
    await expect.poll(() => pending.innerText()).toContain('等待网络');
    await shot(page, 'offline-checkin-queued');

    // a reload without signal: the shell from the service worker, the task and the queue from the phone
    await page.reload();
    await expect.poll(() => page.getByTestId('pending-checkins').innerText()).toContain('2 张照片');
    await expect.poll(() => page.getByLabel('服务地点').count()).toBe(1);
    expect(await page.getByTestId('offline-copy').innerText()).toMatch(/^离线副本，更新于 \d{4}-\d\d-\d\d \d\d:\d\d/);
    const status = page.getByTestId('checkin-status');
    expect(await status.innerText()).toBe('待发送 1 条打卡');
    await new Promise((r) => setTimeout(r, 3000)); // time between the visit and the upload
    expect(await page.getByRole('tab', { name: /^打卡 \d+$/ }).count()).toBe(before);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'offline-task-375');

    // the header leads to 我的工单: the list is the phone's copy, and says so
    await status.click();
    await page.waitForURL((u) => u.pathname === '/taskList/MyTaskList');
    await expect.poll(() => page.getByTestId('offline-copy').innerText()).toMatch(/^离线副本，更新于/);
    await expect.poll(() => page.getByTestId('pending-checkins').innerText()).toContain('等待网络');
    await shot(page, 'offline-list-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    // on 工作台 (neither 我的工单 nor the task screen open) the signal returns: sent by itself, once
    await page.getByRole('menuitem', { name: '工作台' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/workplace');
    expect(await status.innerText()).toBe('待发送 1 条打卡');
    await context.setOffline(false);
    await expect.poll(() => status.count(), { timeout: 30_000 }).toBe(0);
    // back on 我的工单 (in the same page) the list is the server's again
    if (!(await page.getByRole('menuitem', { name: '我的工单' }).isVisible()))
      await page.getByRole('menuitem', { name: '大手拉小手' }).click();
    await page.getByRole('menuitem', { name: '我的工单' }).click();
    await page.waitForURL((u) => u.pathname === '/taskList/MyTaskList');
    await expect.poll(() => page.getByTestId('offline-copy').count()).toBe(0);
    await page.goto(`${url}/taskList/TaskDetail?id=${taskId}`);
    await expect.poll(() => page.getByRole('tab', { name: /^打卡 \d+$/ }).count()).toBe(before + 1);
    await shot(page, 'offline-checkin-sent');

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('cw.session')!).token as string);
    const detail = (
      await (
        await fetch(`${url}/api/task/detail?id=${taskId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).detail;
    const mine = (
      detail.information.task_punchs as {
        check_description: string;
        check_datetime: string;
        received_datetime: string;
        check_image: { url: string }[];
        check_located: boolean;
      }[]
    ).filter((p) => p.check_description === DESCRIPTION);
    expect(mine).toHaveLength(1);
    expect(mine[0].check_image).toHaveLength(2);
    expect(mine[0].check_located).toBe(true);
    const visit = Date.parse(mine[0].check_datetime);
    expect(visit).toBeGreaterThanOrEqual(visitFrom - 1000);
    expect(visit).toBeLessThanOrEqual(visitTo);
    expect(Date.parse(mine[0].received_datetime) - visit).toBeGreaterThan(3000);
    // the photos were downscaled on the phone: 1600 px wide JPEGs
    const widths = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(
            (src) =>
              new Promise<number>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(img.naturalWidth);
                img.onerror = () => resolve(-1);
                img.src = src;
              }),
          ),
        ),
      mine[0].check_image.map((i) => detail.image_urls[i.url] as string),
    );
    expect(widths).toEqual([1600, 1600]);
  });
});
