/**
 * End-to-end harness: builds the SPA if stale, serves it with the API over a fresh in-memory PGlite
 * seeded with the demo data on a free loopback port, and drives Debian's Chromium (/usr/bin/chromium)
 * with playwright-core (browsers are never downloaded). Screenshots go to test-artifacts/.
 * `E2E_WORKERS=2 E2E_DATABASE_URL=postgres://…`: the real `WORKERS=2 npm start` on PostgreSQL instead (workers-server.ts).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DbHandle } from '../../server/db/client';
import { seedReference } from '../../server/db/seed-reference';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from '../../server/db/seed-demo';
import { buildSpaIfNeeded } from '../../server/spa-build';
import { buildApp } from '../../server/app';
import { createLocalStorage } from '../../server/storage/local';
import { ROLES, type Role } from '../../domain/roles';
import { e2eWorkers, startWorkersServer } from './workers-server';

export const root = resolve(import.meta.dirname, '../..');
export const artifacts = join(root, 'test-artifacts');

export type E2E = {
  url: string;
  context: BrowserContext;
  page: Page;
  handle: DbHandle;
  /** The SMS codes the app sent, by cellphone (the latest one): the e2e's stand-in for the volunteer's phone. */
  smsCodes: Map<string, string>;
  /** Stops the server while the browser stays (a test of what a failed save shows); `close` still ends the rest. */
  stopServer: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startE2E(): Promise<E2E> {
  mkdirSync(artifacts, { recursive: true });
  await buildSpaIfNeeded(root, () => {});
  if (e2eWorkers() > 1) {
    const server = await startWorkersServer(root, e2eWorkers());
    const { context, page } = await openBrowser();
    return {
      ...server,
      context,
      page,
      close: async () => {
        await context.close();
        await server.close();
      },
    };
  }
  const handle: DbHandle = await openDatabase({ memory: true });
  await seedReference(handle.db);
  // the real clock: the browser's idle timers and the server's sessions run on the same time
  const now = () => new Date();
  // one local storage for the seed and the app, so the demo's drawn photos show as they do after npm start
  const filesDir = mkdtempSync(join(tmpdir(), 'cw-e2e-files-'));
  const storage = createLocalStorage({ filesDir, secret: randomBytes(32) });
  await seedDemo(handle.db, now, (bytes, ext, at) => storage.save(bytes, ext, at));
  const smsCodes = new Map<string, string>();
  const sms = {
    send: async (cellphone: string, code: string) => {
      smsCodes.set(cellphone, code);
    },
  };
  const app: FastifyInstance = await buildApp({ db: handle.db, now, staticDir: join(root, 'dist'), storage, sms });
  app.addHook('onClose', async () => rm(filesDir, { recursive: true, force: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { context, page } = await openBrowser();
  let serving = true;
  const stopServer = async () => {
    if (serving) {
      serving = false;
      await app.close();
    }
  };
  return {
    url,
    context,
    page,
    handle,
    smsCodes,
    stopServer,
    close: async () => {
      await context.close();
      await stopServer();
      await handle.close();
    },
  };
}

/**
 * A Chromium profile of its own (the flags of STACK.md), with its page: a second one is a second person at
 * another computer (its own localStorage, so its own session). The caller closes `context`.
 */
export async function openBrowser(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'cw-e2e-')), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in through the login page as the demo account of `role`. */
export async function loginAs(e: E2E, role: Role): Promise<void> {
  const { page, url } = e;
  if (!new URL(page.url()).pathname.startsWith('/user/login')) await page.goto(`${url}/user/login`);
  await page.getByPlaceholder(/手机号/).fill(demoCellphone(ROLES.indexOf(role)));
  await page.getByPlaceholder(/密码/).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
}

export async function shot(page: Page, name: string): Promise<string> {
  const path = join(artifacts, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Chooses `option` (the option's whole text) in the antd single select `select` and waits until the select shows
 * it: on a loaded machine a click can land while the list is still opening and be lost, so it tries up to three
 * times, each time from a closed list. Throws if the select never shows the option.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const shown = select.locator('.ant-select-selection-item');
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.locator('.ant-select-selector').click();
    const item = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .first();
    await item.waitFor({ state: 'visible' });
    await item.click();
    try {
      await expect.poll(() => shown.innerText(), { timeout: 3000 }).toBe(option);
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 3000 }).toBe(0);
      return;
    } catch {
      await page.keyboard.press('Escape');
    }
  }
  throw new Error(`the select never showed ${option}`);
}
