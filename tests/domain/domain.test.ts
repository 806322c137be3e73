import { describe, expect, it } from 'vitest';
import { birthDateOf, checkDigit, genderOf, idNumberError, ID_MESSAGES, makeIdNumber } from '../../domain/id-number';
import { isMasked, maskIdNumber, maskName } from '../../domain/masking';
import { greetingFor } from '../../domain/greeting';
import { findTransition, pendingStatesFor } from '../../domain/apply-states';
import { can, permissionsFor } from '../../domain/permissions';
import { ROLES, platformTitleFor, PLATFORM_TITLE, PROSECUTOR_PLATFORM_TITLE } from '../../domain/roles';
import { childInScope, childScopeFor } from '../../domain/scope';
import { detailGenreFor } from '../../domain/child-genre';

describe('ID numbers (GB 11643)', () => {
  it('computes the check digit of a published example', () => {
    // the standard's worked example: 11010519491231002X
    expect(checkDigit('11010519491231002')).toBe('X');
    expect(idNumberError('11010519491231002X')).toBeNull();
    expect(idNumberError('11010519491231002x')).toBeNull();
  });
  it.each([
    ['12345', ID_MESSAGES.pattern],
    ['1101051949123100X2', ID_MESSAGES.pattern],
    ['110105194912310021', ID_MESSAGES.checksum],
    ['110105194902300020', ID_MESSAGES.birthdate],
    ['110105209912310025', ID_MESSAGES.birthdate],
  ])('%s → %s', (id, message) => expect(idNumberError(id, '2026-11-23')).toBe(message));
  it('refuses a birth date after the given day, and reads no clock without one', () => {
    const born = makeIdNumber('321281', '20200301', 101);
    expect(idNumberError(born, '2020-02-29')).toBe(ID_MESSAGES.birthdate);
    expect(idNumberError(born, '2020-03-01')).toBeNull();
    expect(idNumberError(makeIdNumber('321281', '20990101', 101))).toBeNull();
  });
  it('reads the birth date and gender of 15- and 18-digit numbers', () => {
    const male = makeIdNumber('321281', '20150612', 101);
    const female = makeIdNumber('321281', '20150612', 102);
    expect(idNumberError(male)).toBeNull();
    expect(birthDateOf(male)).toBe('2015-06-12');
    expect(genderOf(male)).toBe('男');
    expect(genderOf(female)).toBe('女');
    expect(birthDateOf('321281850612101')).toBe('1985-06-12');
    expect(genderOf('12345')).toBeNull();
  });
});

describe('masking (req children §7)', () => {
  it('masks names and ID numbers as the spec says', () => {
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('欧阳娜娜')).toBe('欧*娜娜');
    expect(maskName('李四')).toBe('李*');
    expect(maskIdNumber('11010519491231002X')).toBe('110105*********02X');
    expect(maskIdNumber('321281850612101')).toBe('321281850612101');
    expect(isMasked('王*明')).toBe(true);
    expect(isMasked('王小明')).toBe(false);
  });
});

describe('greeting by hour (req shell-and-accounts §2)', () => {
  it.each([
    [0, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
    [23, '晚上好'],
  ])('%i h → %s', (hour, text) => expect(greetingFor(hour)).toBe(text));
});

describe('apply transitions and permissions', () => {
  it('allows only the two-stage path', () => {
    expect(findTransition('申请', '初过')?.permission).toBe('review_first');
    expect(findTransition('申请', '初过')?.auditor).toBe(4);
    expect(findTransition('初过', '终过')?.permission).toBe('review_final');
    expect(findTransition('申请', '终过')).toBeUndefined();
    expect(findTransition('初拒', '终过')).toBeUndefined();
    expect(findTransition('终过', '初过')).toBeUndefined();
    expect(pendingStatesFor('review_first')).toEqual(['申请']);
  });
  it('gives review rights to the right roles only', () => {
    expect(can('分委领导', 'review_first', 'edit')).toBe(true);
    expect(can('分委领导', 'review_final', 'edit')).toBe(false);
    expect(ROLES.filter((r) => can(r, 'review_final', 'edit'))).toEqual(['中心领导', '中心管理']);
    expect(ROLES.filter((r) => can(r, 'children', 'add'))).toEqual(['中心领导', '中心管理']);
    expect(can('儿童主任', 'applies', 'add')).toBe(true);
    // least privilege (issue 26, domain/disclosure.ts CHILD_DATA): the risk reviewer and the 保金 roles list no children
    expect(ROLES.filter((r) => !can(r, 'children', 'query'))).toEqual([
      '系统管理',
      '服务领导',
      '保金核员',
      '保金批员',
      '保金管理',
    ]);
    for (const role of ROLES) expect(permissionsFor(role).length).toBeGreaterThan(0);
  });
  it('titles the console by role', () => {
    expect(platformTitleFor('检察领导')).toBe(PROSECUTOR_PLATFORM_TITLE);
    expect(platformTitleFor('中心领导')).toBe(PLATFORM_TITLE);
  });
  it('scopes children by role', () => {
    const child = {
      department_id: 1,
      village_id: 2,
      birth_department_id: 3,
      birth_village_id: 4,
      character_gta: false,
    };
    expect(childInScope(childScopeFor({ id: 1, role: '儿童主任', department_id: 1, village_id: 4 }), child)).toBe(true);
    expect(childInScope(childScopeFor({ id: 1, role: '儿童主任', department_id: 1, village_id: 9 }), child)).toBe(
      false,
    );
    expect(childInScope(childScopeFor({ id: 1, role: '分委领导', department_id: 3, village_id: null }), child)).toBe(
      true,
    );
    expect(childInScope(childScopeFor({ id: 1, role: '检察领导', department_id: null, village_id: null }), child)).toBe(
      false,
    );
    expect(childInScope(childScopeFor({ id: 1, role: '志愿人员', department_id: null, village_id: null }), child)).toBe(
      false,
    );
    expect(childInScope(childScopeFor({ id: 1, role: '中心人员', department_id: null, village_id: null }), child)).toBe(
      true,
    );
  });
});

describe('which form a child opens in (req shell-and-accounts §4.2)', () => {
  const flags = (cs: boolean, ow: boolean, gta: boolean) => ({
    character_cs: cs,
    character_ow: ow,
    character_gta: gta,
  });
  it.each([
    ['检察领导', flags(true, false, true), undefined, 'gta'],
    ['检察领导', flags(true, false, false), undefined, 'cs'],
    ['中心领导', flags(true, true, true), undefined, 'cs'],
    ['中心领导', flags(true, true, false), 'ow', 'ow'],
    ['中心领导', flags(true, false, false), 'ow', 'cs'],
    ['儿童主任', flags(false, true, false), undefined, 'ow'],
    ['儿童主任', flags(false, false, true), undefined, 'gta'],
  ] as const)('%s, %o, preferred %s → %s', (role, child, preferred, genre) =>
    expect(detailGenreFor(role, child, preferred)).toBe(genre),
  );
});
