/**
 * domain/disclosure.ts, domain/user-list-scope.ts and server/db/like.ts (issue 14, docs/decisions-scope.md):
 * the forms each role reads, who may learn that an ID number exists, how a keyword may match an ID number,
 * whom a role may list, and literal LIKE patterns.
 */
import { describe, expect, it } from 'vitest';
import {
  CHILD_DATA,
  CHILD_DATA_GRANTS,
  CHILD_DATA_KINDS,
  ID_VISIBLE_PREFIX,
  ID_VISIBLE_SUFFIX,
  idKeywordModes,
  mayLearnIdExists,
  mayReadForm,
  readableInformation,
} from '../../domain/disclosure';
import { can } from '../../domain/permissions';
import { maskIdNumber } from '../../domain/masking';
import { GTA_ROLES, ROLES } from '../../domain/roles';
import { userListScopeFor } from '../../domain/user-list-scope';
import { escapeLike, likePattern } from '../../server/db/like';

const INFO = {
  important: { a: 1 },
  investigate_cs: { b: 2 },
  investigate_ow: { c: 3 },
  investigate_gta: { d: 4 },
  standard: { e: 5 },
};

describe('forms per role', () => {
  it('gives gta roles important and investigate_gta only, the county and casework roles every form, the others none', () => {
    const none = ['系统管理', '志愿人员', '部门领导', '服务领导', '保金核员', '保金批员', '保金管理', '活动专员'];
    for (const role of ROLES) {
      const keys = Object.keys(readableInformation(role, INFO)).sort();
      const gta = GTA_ROLES.includes(role) || role === '学校领导';
      expect(keys, role).toEqual(
        none.includes(role) ? [] : gta ? ['important', 'investigate_gta'] : Object.keys(INFO).sort(),
      );
    }
    expect(mayReadForm('公安护航', 'investigate_cs')).toBe(false);
    expect(mayReadForm('中心领导', 'investigate_cs')).toBe(true);
    expect(mayReadForm('中心领导', 'appraises')).toBe(false);
  });
});

describe('the table role × child data agrees with the permission matrix', () => {
  it('says none of a kind exactly when the role lacks its grant, and revealable exactly for names:get', () => {
    for (const role of ROLES) {
      const row = CHILD_DATA[role];
      for (const kind of CHILD_DATA_KINDS) {
        const action = kind === 'detail' ? 'get' : 'query';
        expect(
          CHILD_DATA_GRANTS[kind].some((id) => can(role, id, action)),
          `${role} ${kind}`,
        ).toBe(row[kind] !== 'none');
      }
      expect(row.names === 'revealable', `${role} names`).toBe(can(role, 'names', 'get'));
      if (row.detail === 'none') expect(row.forms, `${role} forms without a detail`).toEqual([]);
    }
  });
});

describe('what a role may learn', () => {
  it('lets exactly the creating roles ask whether an ID number exists', () => {
    expect(ROLES.filter(mayLearnIdExists).sort()).toEqual(['中心领导', '中心管理', '儿童主任', '儿童社工'].sort());
  });

  it('matches an ID keyword only whole or inside the unmasked ends', () => {
    const id = '321281201506120509';
    const masked = maskIdNumber(id);
    expect(masked.slice(0, ID_VISIBLE_PREFIX)).toBe(id.slice(0, ID_VISIBLE_PREFIX));
    expect(masked.slice(-ID_VISIBLE_SUFFIX)).toBe(id.slice(-ID_VISIBLE_SUFFIX));
    expect(idKeywordModes(id)).toEqual(['whole']);
    expect(idKeywordModes(id.slice(0, 6))).toEqual(['whole', 'prefix']);
    expect(idKeywordModes(id.slice(-3))).toEqual(['whole', 'prefix', 'suffix']);
    expect(idKeywordModes(id.slice(6, 14))).toEqual(['whole']);
  });
});

describe('user list scope', () => {
  it('lets centre roles and 系统管理 list all, applicants the directors, social workers and volunteers of their town, others nothing', () => {
    expect(userListScopeFor({ role: '中心管理', department_id: null })).toEqual({ kind: 'all' });
    expect(userListScopeFor({ role: '系统管理', department_id: null })).toEqual({ kind: 'all' });
    expect(userListScopeFor({ role: '儿童社工', department_id: 7 })).toEqual({
      kind: 'town',
      town: 7,
      roles: ['儿童主任', '儿童社工', '志愿人员'],
    });
    expect(userListScopeFor({ role: '儿童主任', department_id: null })).toEqual({ kind: 'none' });
    expect(userListScopeFor({ role: '分委领导', department_id: 7 })).toEqual({
      kind: 'town',
      town: 7,
      roles: ['儿童主任', '儿童社工', '志愿人员'],
    });
    for (const role of ['志愿人员', '检察人员'] as const)
      expect(userListScopeFor({ role, department_id: 7 })).toEqual({ kind: 'none' });
  });
});

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(likePattern('1_', 'prefix')).toBe('1\\_%');
    expect(likePattern('9', 'suffix')).toBe('%9');
    expect(likePattern('x')).toBe('%x%');
  });
});
