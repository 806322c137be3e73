/**
 * Failed-login throttle: after `max` failed logins for one key (a cellphone: 5; an address: 20, so one
 * office behind one address is not locked out by a colleague) within 15 minutes, further attempts answer
 * 429 您操作过于频繁，请稍后再试 until the window has passed.
 * In memory, per process: behind a load balancer each process throttles on its own (docs/deploy.md).
 */
export const WINDOW_MS = 15 * 60_000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(private readonly max: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list); else this.failures.delete(key);
    return list;
  }

  /** Whether this key is blocked now. */
  blocked(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.max;
  }

  fail(key: string, now: number): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
