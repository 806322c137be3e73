/**
 * Option lists of the distress (cs) form's medical and rehabilitation tabs (req child-forms §7.7: medical insurance,
 * training, training effect, unattend reasons, device types, unequipped reasons).
 */
import { wordList } from './build';

/** req child-forms §7.7 "government-funded, self-paid, uninsured": insured with a funded premium, insured paying it, not insured. */
export const medical_insurance = wordList(
  'medical_insurance',
  '医疗保险',
  ['公费参保', '自费参保', '未参保'],
  'req child-forms §7.7 (government-funded, self-paid, uninsured) in the words of 城乡居民基本医疗保险 enrolment',
);

export const recovery_training = wordList('recovery_training', '康复训练', ['已参加', '未参加']);
export const recovery_effect = wordList('recovery_effect', '康复效果', ['差', '一般', '好']);
export const recovery_unattend_reason = wordList('recovery_unattend_reason', '未参加康复训练原因', [
  '交通不便',
  '家庭人力不足',
  '不了解政策',
  '效果不佳',
  '其他',
]);

export const recovery_correct_device = wordList('recovery_correct_device', '辅助器具', ['已配置', '未配置']);
/** Four device types (req child-forms §7.7 gives the count only). */
export const recovery_device_type = wordList(
  'recovery_device_type',
  '辅助器具类型',
  ['假肢', '矫形器', '轮椅', '助听器'],
  'the four commonest devices of 残疾儿童康复救助 辅助器具适配 (国发〔2018〕20号), terms of GB/T 16432-2016《康复辅助器具 分类和术语》',
);
export const recovery_unsuit_reason = wordList('recovery_unsuit_reason', '未配置辅助器具原因', [
  '不需要',
  '不了解政策',
  '不符合条件',
]);
