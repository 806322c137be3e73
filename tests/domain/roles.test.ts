/**
 * domain/roles.ts (issue 27): the named role groups are derived from the permission matrix (domain/permissions.ts), whose
 * literal is each role's whole truth; the groups name the roles the console has always named.
 */
import { describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions';
import {
  APPRAISER_ROLES,
  CENTRE_ROLES,
  DENOUNCE_REVIEWER_ROLES,
  GTA_ROLES,
  inGroup,
  INSPECTOR_ROLES,
  ROLES,
  rolesWith,
  TASK_MANAGER_ROLES,
  VILLAGE_STAFF_ROLES,
  VOLUNTEER_ROLES,
} from '../../domain/roles';

const sorted = (roles: readonly string[]) => [...roles].sort();

describe('role groups', () => {
  it('are the holders of their grant in the matrix', () => {
    expect(rolesWith('review_final', 'edit')).toEqual(CENTRE_ROLES);
    expect(rolesWith('lexicon', 'edit')).toEqual(['系统管理']);
    // the escorts check in on their escort tasks (issue 28) but are not volunteers
    for (const role of ROLES)
      expect(VOLUNTEER_ROLES.includes(role)).toBe(can(role, 'punches', 'add') && !GTA_ROLES.includes(role));
  });

  it('name the roles the console names', () => {
    expect(sorted(CENTRE_ROLES)).toEqual(sorted(['中心领导', '中心管理']));
    expect(VOLUNTEER_ROLES).toEqual(['志愿人员']);
    expect(sorted(VILLAGE_STAFF_ROLES)).toEqual(sorted(['儿童主任', '儿童社工']));
    // 检察领导 gives escort work orders and their first review (issue 28)
    expect(sorted(TASK_MANAGER_ROLES)).toEqual(
      sorted(['儿童主任', '儿童社工', '分委领导', '中心领导', '中心管理', '检察领导']),
    );
    expect(sorted(DENOUNCE_REVIEWER_ROLES)).toEqual(sorted(['中心领导', '中心管理', '检察领导']));
    expect(sorted(APPRAISER_ROLES)).toEqual(
      sorted(['检察领导', '司法护航', '检察护航', '教育护航', '乡镇护航', '公安护航']),
    );
    expect(INSPECTOR_ROLES).toEqual(['督查人员']);
    expect(inGroup('中心管理', 'centre')).toBe(true);
    expect(inGroup('分委领导', 'centre')).toBe(false);
  });

  it('give e-mail linkage, wechat and the allowance grants in the matrix literal (nothing patched in after it)', () => {
    expect(sorted(rolesWith('filetransfer', 'add'))).toEqual(sorted(GTA_ROLES));
    expect(sorted(rolesWith('wechat', 'add'))).toEqual(sorted(CENTRE_ROLES));
    expect(sorted(rolesWith('allowances', 'import'))).toEqual(sorted(['保金管理', '中心管理']));
    expect(rolesWith('allowance_check', 'edit')).toEqual(['保金核员']);
    expect(rolesWith('allowance_approve', 'edit')).toEqual(['保金批员']);
  });
});
