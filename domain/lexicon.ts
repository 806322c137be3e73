/**
 * The lexicon (req filetransfer §4 `lexicon`): the words the screens offer, by group, kept by 系统管理. The defaults below are
 * inserted the first time the lexicon is read while it is empty (server/modules/lexicon), so a new installation has them.
 */

/** The groups a word belongs to: where the screens use it. */
export const LEXICON_GROUPS = ['工单退回原因', '补贴退回原因', '劝导常见参与人', '邮件常用主题'] as const;
export type LexiconGroup = (typeof LEXICON_GROUPS)[number];

/** The words every installation starts with, by group, in order. */
export const DEFAULT_LEXICON: Record<LexiconGroup, readonly string[]> = {
  工单退回原因: ['打卡照片不清晰', '服务内容填写不完整', '未在期限内完成', '服务地点与儿童住址不符'],
  补贴退回原因: ['材料不齐全', '银行账户信息有误', '不符合补贴条件'],
  劝导常见参与人: ['班主任', '家长', '派出所民警', '村居儿童主任', '社工'],
  邮件常用主题: ['工作通知', '材料报送', '会议通知'],
};
