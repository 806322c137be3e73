/**
 * The apply's final pass writes the child through the child service inside the one transaction (issue 13
 * §2): when anything after the child write fails, the child is not written and the apply is unchanged. The
 * same holds for a direct write and the 终过 apply it records. Services are built here as app.ts wires them,
 * with one dependency replaced to fail at the right moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { applies, users } from '../../server/db/schema';
import { createServices } from '../../server/services';
import { createApplyService } from '../../server/modules/apply';
import { createChildService, type ChildService } from '../../server/modules/child';
import type { SessionUser } from '../../server/auth/guard';
import { childApply, csChild, csForm, freshIdNumber, startReviewScene } from './fixtures';
import type { Harness } from './harness';

let h: Harness;
let director: string, leader: string, centre: string;
let shuiguan: { town: number; village: number };
beforeAll(async () => {
  ({ h, director, leader, centre, shuiguan } = await startReviewScene());
});
afterAll(async () => {
  await h.close();
});

async function sessionUser(role: string): Promise<SessionUser> {
  const [row] = await h.handle.db.select().from(users).where(eq(users.role, role)).limit(1);
  const services = createServices({ db: h.handle.db, now: () => h.clock.now, signImage: () => null });
  return { ...(await services.users.activeAccount(row.id))!, token: '' };
}

const countOf = async (idnumber: string) =>
  (await h.call('GET', `/api/child/count/for/idnumber?idnumber=${idnumber}`, centre)).json().count as number;

describe('the final pass', () => {
  it('writes the child and the apply together, or neither', async () => {
    const idnumber = freshIdNumber();
    const submitted = (
      await h.call(
        'POST',
        '/api/apply',
        director,
        childApply(csForm(shuiguan, { child_idnumber: idnumber, child_name: '钱小满' })),
      )
    ).json();
    const first = await h.call('PUT', '/api/apply', leader, {
      id: submitted.id,
      version: submitted.version,
      apply_state: '初过',
    });
    expect(first.statusCode).toBe(200);
    const version = first.json().version as number;

    const base = createServices({ db: h.handle.db, now: () => h.clock.now, signImage: () => null });
    let childWritten = false;
    // the child is written, then someone else's change to the apply lands inside the same transaction:
    // the apply's own write finds a stale version and the whole pass rolls back
    const children: ChildService = {
      ...base.children,
      create: async (tx, prepared, top) => {
        const row = await base.children.create(tx, prepared, top);
        childWritten = true;
        await tx
          .update(applies)
          .set({ version: sql`${applies.version} + 1` })
          .where(eq(applies.id, submitted.id));
        return row;
      },
    };
    const failing = createApplyService({
      db: h.handle.db,
      now: () => h.clock.now,
      children,
      departments: base.departments,
      users: base.users,
      audit: base.audit,
      signImage: () => null,
    });
    await expect(
      failing.review(await sessionUser('中心领导'), { id: submitted.id, version, apply_state: '终过' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'STALE_VERSION' });
    expect(childWritten).toBe(true);
    expect(await countOf(idnumber)).toBe(0);
    const detail = (await h.call('GET', `/api/apply/detail?id=${submitted.id}`, centre)).json().detail;
    expect(detail).toMatchObject({ apply_state: '初过', version, link_id: 0 });

    // the same pass through the API writes both
    const final = await h.call('PUT', '/api/apply', centre, { id: submitted.id, version, apply_state: '终过' });
    expect(final.statusCode).toBe(200);
    expect(await countOf(idnumber)).toBe(1);
  });
});

describe('a direct write', () => {
  it('does not keep the child when its 终过 apply cannot be recorded', async () => {
    const base = createServices({ db: h.handle.db, now: () => h.clock.now, signImage: () => null });
    const children = createChildService({
      db: h.handle.db,
      now: () => h.clock.now,
      departments: base.departments,
      users: base.users,
      audit: base.audit,
      images: base.files,
      signImage: () => null,
      directApplies: {
        recordDirect: async () => {
          throw new Error('apply store unavailable');
        },
      },
    });
    const idnumber = freshIdNumber();
    await expect(
      children.createDirect(
        await sessionUser('中心领导'),
        csChild(csForm(shuiguan, { child_idnumber: idnumber })) as never,
      ),
    ).rejects.toThrow('apply store unavailable');
    expect(await countOf(idnumber)).toBe(0);
  });
});
