/**
 * Helpers of the pane preview tests (pane-preview*.test.ts): holding idle building off while pictures are
 * taken, and counting the pixels two screenshots differ by.
 */
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Keeps the form "busy" (no idle building: quiet-idle.ts counts a key-down as the user being active) until
 * the answered function is called.
 */
export async function holdIdleBuilding(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    (window as unknown as { __hold: number }).__hold = window.setInterval(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })), 100);
  });
  return () => page.evaluate(() => window.clearInterval((window as unknown as { __hold: number }).__hold));
}

/**
 * How many pixels of two PNG screenshots differ (by more than a faint anti-aliasing shade), or a size
 * mismatch; decoded in a blank page of `context` (the console's content security policy refuses data: fetches).
 */
export async function pixelsDiffering(context: BrowserContext, a: Buffer, b: Buffer): Promise<number | string> {
  const blank = await context.newPage();
  try {
    return await blank.evaluate(async ([x, y]) => {
      const load = async (png: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = canvas.getContext('2d')!;
        g.drawImage(bitmap, 0, 0);
        return g.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [p, q] = [await load(x), await load(y)];
      if (p.width !== q.width || p.height !== q.height) return `${p.width}×${p.height} vs ${q.width}×${q.height}`;
      let n = 0;
      for (let i = 0; i < p.data.length; i += 4) {
        if (Math.abs(p.data[i] - q.data[i]) + Math.abs(p.data[i + 1] - q.data[i + 1]) + Math.abs(p.data[i + 2] - q.data[i + 2]) > 30) n++;
      }
      return n;
    }, [a.toString('base64'), b.toString('base64')]);
  } finally {
    await blank.close();
  }
}
