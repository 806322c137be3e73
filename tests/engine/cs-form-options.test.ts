/** The option lists of the cs form (req child-forms §7): their words, the mother's health words, the counts the spec gives. */
import { describe, expect, it } from 'vitest';
import { OPTION_LISTS } from '../../option-lists';
import { field, words } from './cs-form-fixtures';

describe('req child-forms §7 option lists of the cs form', () => {
  it.each([
    ['parent_divorce', ['未婚', '初婚', '再婚', '离异', '丧偶']],
    ['family_type', ['常规家庭', '非常规家庭']],
    ['family_type_advance', ['离异家庭', '隔代抚养', '单亲家庭', '其他']],
    ['parent_guardian_actual', ['父亲', '母亲', '其他']],
    ['relative_education', ['无', '小学', '初中', '高中', '大专', '本科及以上', '其他']],
    ['intimacy', ['好', '一般', '差']],
    ['family_economy', ['贫困', '非贫困']],
    ['family_economy_poor_type', ['最低生活保障', '特困供养', '建档立卡贫困户', '低收入家庭', '临时救助', '其他']],
    ['living_condition', ['自有住房', '无', '其他']],
    ['living_condition_advance', ['租房', '寄居亲友家', '无固定住所']],
    ['social_security', ['未保障', '已保障']],
    ['social_security_period', ['按月', '按季度', '按半年', '按年']],
    ['social_security_methods', ['现金', '社保卡发放']],
    ['medical_insurance', ['公费参保', '自费参保', '未参保']],
    ['recovery_effect', ['差', '一般', '好']],
    ['recovery_unattend_reason', ['交通不便', '家庭人力不足', '不了解政策', '效果不佳', '其他']],
    ['recovery_unsuit_reason', ['不需要', '不了解政策', '不符合条件']],
    ['social_group_help_cover', ['大手拉小手', '社区志愿者', '部门单位', '社会捐赠', '其他']],
    ['cs_experience', ['遭受虐待', '未成年犯罪', '意外事故或困境', '长期流浪', '外地流浪在本地']],
    ['cs_education_stage', ['学前教育', '义务教育', '高中阶段', '高等教育', '其他']],
    ['grade_preschool', ['小班', '中班', '大班']],
    ['grade_senior', ['高一', '高二', '高三']],
  ])('%s', (id, expected) => expect(words(id)).toEqual(expected));

  it('parent health: thirteen words for the mother, 改嫁 only for her', () => {
    expect(words('parent_health')).toEqual([
      '健康',
      '自然死亡',
      '宣告死亡',
      '宣告失踪',
      '离家出走',
      '改嫁',
      '长期外出务工',
      '残疾',
      '重病',
      '不履行抚养义务',
      '服刑在押',
      '无期徒刑',
      '强制隔离戒毒',
    ]);
    expect(words('parent_health_father')).toEqual(words('parent_health').filter((w) => w !== '改嫁'));
    expect(field('parent_father_health').options).toBe('parent_health_father');
    expect(field('parent_mother_health').options).toBe('parent_health');
  });

  it('counts the spec gives, with a source where the spec names fewer', () => {
    expect(words('social_security_cover_type')).toHaveLength(15);
    expect(words('social_security_cover_type')).toEqual(
      expect.arrayContaining([
        '孤儿',
        '事实无人抚养儿童',
        '重度残疾儿童',
        '重病儿童',
        '流浪儿童',
        '贫困家庭儿童',
        '临时救助',
        '其他',
      ]),
    );
    expect(words('recovery_device_type')).toHaveLength(4);
    expect(words('grade_compulsory')).toHaveLength(9);
    expect(words('school_class')).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1}班`));
    for (const id of [
      'social_security_cover_type',
      'recovery_device_type',
      'cs_education_stage',
      'school_kindergarten',
      'school_compulsory',
      'school_senior',
      'experience_type',
    ]) {
      expect(OPTION_LISTS[id].source, id).toBeTruthy();
    }
    expect(OPTION_LISTS.school_compulsory.source).toMatch(/PLACEHOLDER/);
  });
});
