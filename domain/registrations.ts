/**
 * Volunteer self-registration (req register §1 /user/register, /user/register-result; §7 `POST account/sms`):
 * the states of a registration and of the account it creates, the SMS code's limits, and the texts of the
 * user agreement (/user/Agreement) and the privacy notice (/user/AgreementUser).
 *
 * A registration is 待审核 until the town's 分委领导 decides: 激活 (the account may sign in) or 拒绝 (it may not;
 * the same cellphone may register again). The account (users.state) carries the same word while it waits or
 * after a refusal, so the login answers a clear message instead of 手机号或密码错误.
 */

export const REGISTER_STATES = ['待审核', '激活', '拒绝'] as const;
export type RegisterState = (typeof REGISTER_STATES)[number];
export const PENDING_STATE: RegisterState = '待审核';
export const REFUSED_STATE: RegisterState = '拒绝';
/** The decisions of a review. */
export const REGISTER_DECISIONS = ['激活', '拒绝'] as const;
export type RegisterDecision = (typeof REGISTER_DECISIONS)[number];

/** The role a self-registered account gets. */
export const REGISTER_ROLE = '志愿人员';

/** The login's answers for an account still waiting or refused (403). */
export const PENDING_LOGIN_MESSAGE = '您的注册申请正在审核中，审核通过后即可登录';
export const REFUSED_LOGIN_MESSAGE = '您的注册申请未通过审核，如有疑问请联系所在乡镇';

/** SMS codes: 6 digits, valid 5 minutes, one per cellphone per minute, 5 per cellphone and 20 per address an hour, 5 wrong tries per code. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_PER_HOUR = 5;
export const SMS_PER_ADDRESS_HOUR = 20;
export const SMS_MAX_TRIES = 5;

export const SMS_TOO_SOON_MESSAGE = '验证码已发送，请 1 分钟后再试';
export const SMS_HOURLY_MESSAGE = '该手机号获取验证码次数过多，请 1 小时后再试';
export const SMS_CODE_MESSAGE = '验证码错误或已过期，请重新获取';
export const AGREEMENT_MESSAGE = '请阅读并同意《用户协议》和《儿童信息保护说明》';
export const REGISTERED_MESSAGE = '该手机号已注册，请直接登录';

/** The user agreement (/user/Agreement), paragraph by paragraph. */
export const USER_AGREEMENT: readonly string[] = [
  '欢迎注册兴化市儿童关爱保护服务平台（以下简称“平台”）志愿人员账号。注册即表示您已阅读并同意本协议。',
  '一、账号。您应使用本人手机号注册，如实填写姓名和所在乡镇、村居。账号仅限本人使用，不得转借他人；因保管不善造成的后果由您本人承担。',
  '二、审核。注册提交后由所在乡镇的分委领导审核，审核通过后方可登录。审核未通过的，可联系所在乡镇或重新注册。',
  '三、服务。志愿人员在平台中接收并办理工单、打卡和填写服务记录，应如实记录，不得弄虚作假。',
  '四、行为规范。不得利用平台从事违法活动，不得泄露、转发、截屏传播平台中的任何儿童和家庭信息。',
  '五、账号停用。违反本协议或相关法律法规的，平台可停用您的账号，并依法追究责任。',
  '六、其他。本协议由兴化市儿童关爱保护服务中心负责解释，如有更新将在平台公布。',
];

/** The privacy notice about children's data (/user/AgreementUser), paragraph by paragraph. */
export const PRIVACY_NOTICE: readonly string[] = [
  '平台中的儿童信息属于未成年人个人信息，其中的身份、健康、家庭和行为情况属于敏感个人信息，依《中华人民共和国未成年人保护法》和《中华人民共和国个人信息保护法》受到特别保护。',
  '一、最少够用。您只能看到与您承办的工单相关的儿童信息，姓名和身份证号默认部分隐藏，仅用于开展关爱服务。',
  '二、不得外传。不得将儿童信息拷贝、拍照、截屏、转发或告知无关人员，不得在社交媒体发布可识别儿童身份的内容和照片。',
  '三、留痕。您在平台中的查看、搜索、导出和修改都会留下操作记录，供中心核查。',
  '四、您的信息。平台收集您的手机号、姓名和所在乡镇、村居，用于审核、联系和统计服务情况，不用于其他目的。',
  '五、发现问题。如发现儿童信息泄露或儿童处于危险之中，请立即报告所在乡镇或中心。',
];
