/** The lexicon (docs/decisions-filetransfer.md): read by every signed-in user, its enabled words only; edited by 系统管理 at each word's version. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { ROLES_USED, signIn } from './filetransfer-fixtures';

let h: Harness;
const tokens = new Map<Role, string>();
const ids = new Map<Role, number>();
const as = (role: Role) => tokens.get(role)!;

beforeAll(async () => {
  h = await startHarness();
  await signIn(h, ROLES_USED, tokens, ids);
});
afterAll(async () => {
  await h.close();
});

describe('lexicon', () => {
  it("is read by every signed-in user (enabled words only) and saved by 系统管理 at each word's version", async () => {
    const words = (await h.call('GET', '/api/lexicon/list?group=工单退回原因', as('系统管理'))).json().list as {
      id: number;
      version: number;
      lexicon_word: string;
      lexicon_order: number;
    }[];
    expect(words.map((w) => w.lexicon_word)).toContain('打卡照片不清晰');
    const [first] = words;
    const off = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), {
      list: [
        {
          id: first.id,
          version: first.version,
          lexicon_group: '工单退回原因',
          lexicon_word: first.lexicon_word,
          lexicon_order: first.lexicon_order,
          lexicon_enabled: false,
        },
        { lexicon_group: '工单退回原因', lexicon_word: '未按要求上传定位', lexicon_order: 99, lexicon_enabled: true },
      ],
    });
    expect(off.statusCode, off.body).toBe(200);
    const seen = (await h.call('GET', '/api/lexicon/list?group=工单退回原因', as('志愿人员')))
      .json()
      .list.map((w: { lexicon_word: string }) => w.lexicon_word);
    expect(seen).toContain('未按要求上传定位');
    expect(seen).not.toContain(first.lexicon_word);
    const renamed = {
      id: first.id,
      version: first.version,
      lexicon_group: '工单退回原因',
      lexicon_word: '改名',
      lexicon_order: 1,
      lexicon_enabled: true,
    };
    const stale = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), { list: [renamed] });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const dup = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), {
      list: [
        { lexicon_group: '工单退回原因', lexicon_word: '未按要求上传定位', lexicon_order: 1, lexicon_enabled: true },
      ],
    });
    expect([dup.statusCode, dup.json().fieldErrors[0].message]).toEqual([400, '该分组中已有此词语']);
    const bad = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), {
      list: [{ lexicon_group: '工单退回原因', lexicon_word: ' ', lexicon_order: 1, lexicon_enabled: true }],
    });
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请输入词语']);
    expect((await h.call('GET', '/api/lexicon/list?group=工单退回原因', as('系统管理'))).json().total).toBe(
      words.length + 1,
    );
    expect(
      (
        await h.call('PUT', '/api/lexicon/for/ids', as('检察领导'), {
          list: [{ lexicon_group: '工单退回原因', lexicon_word: 'x', lexicon_order: 1, lexicon_enabled: true }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.call('GET', '/api/lexicon/list')).statusCode).toBe(401);
  });
});
