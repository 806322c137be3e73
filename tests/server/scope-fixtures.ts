/**
 * Shared by the scope API tests (tests/server/scope*.test.ts; issue 14, docs/decisions-scope.md): the review scene
 * (fixtures.ts' startReviewScene) with 临城街道 beside 水关, a basic child form, and a child created directly by the centre.
 */
import { expect } from 'vitest';
import type { Harness } from './harness';
import { freshIdNumber, place, startReviewScene } from './fixtures';

export type Values = Record<string, unknown>;
export type Place = { town: number; village: number };

/** The review scene and 临城街道's first village (call in beforeAll; close `h` in afterAll). */
export async function openScope() {
  const scene = await startReviewScene();
  return { ...scene, linCheng: await place(scene.h, '临城街道') };
}

/** A basic form (valid for ow and gta) in `p`. */
export function basicForm(p: Place, extra: Values = {}): Values {
  const address = (prefix: string) => ({
    [`${prefix}_province`]: '江苏省',
    [`${prefix}_city`]: '泰州市',
    [`${prefix}_area`]: '兴化市',
    [`${prefix}_community`]: p.town,
    [`${prefix}_rusticate`]: p.village,
    [`${prefix}_detail`]: '幸福路8号',
  });
  return {
    child_name: '测试儿童',
    child_race: '汉族',
    child_idnumber: freshIdNumber('20120612'),
    address_register: '农村',
    ...address('address_record'),
    ...address('address_residence'),
    ...extra,
  };
}
/** The body of POST/PUT /api/child with `form` as the investigation of `character`. */
export const body = (character: string, form: Values) => ({
  character,
  information: { [`investigate_${character}`]: form },
});

/** Creates a child of `character` from `form` as `token` (the centre); answers its id. */
export async function createDirect(h: Harness, token: string, character: string, form: Values): Promise<number> {
  const res = await h.call('POST', '/api/child', token, body(character, form));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
/** The child detail `token` is answered (200 expected). */
export async function childDetail(h: Harness, token: string, id: number) {
  const res = await h.call('GET', `/api/child/detail?id=${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().detail;
}
