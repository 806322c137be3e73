/**
 * Option lists of the child's basic information (req child-forms §3 "information.investigate_cs", §7 "Option
 * lists"). Values are the stored words. Where the spec gives only a count ("twelve serious diseases; ten
 * disability types; disability levels one to four or not assessed (exact names not shown)"), the wording
 * comes from the national standard or list named in each list's `source`.
 */
import { wordList } from './build';

export const child_gender = wordList('child_gender', '性别', ['男', '女']);

export const address_register = wordList('address_register', '户籍性质', ['城镇', '农村']);

/** The 56 ethnic groups in the code order of GB/T 3304-1991, plus 其他 (GB/T 3304 code 97). */
export const child_race = wordList(
  'child_race',
  '民族',
  [
    '汉族',
    '蒙古族',
    '回族',
    '藏族',
    '维吾尔族',
    '苗族',
    '彝族',
    '壮族',
    '布依族',
    '朝鲜族',
    '满族',
    '侗族',
    '瑶族',
    '白族',
    '土家族',
    '哈尼族',
    '哈萨克族',
    '傣族',
    '黎族',
    '傈僳族',
    '佤族',
    '畲族',
    '高山族',
    '拉祜族',
    '水族',
    '东乡族',
    '纳西族',
    '景颇族',
    '柯尔克孜族',
    '土族',
    '达斡尔族',
    '仫佬族',
    '羌族',
    '布朗族',
    '撒拉族',
    '毛南族',
    '仡佬族',
    '锡伯族',
    '阿昌族',
    '普米族',
    '塔吉克族',
    '怒族',
    '乌孜别克族',
    '俄罗斯族',
    '鄂温克族',
    '德昂族',
    '保安族',
    '裕固族',
    '京族',
    '塔塔尔族',
    '独龙族',
    '鄂伦春族',
    '赫哲族',
    '门巴族',
    '珞巴族',
    '基诺族',
    '其他',
  ],
  'GB/T 3304-1991《中国各民族名称的罗马字母拼写法和代码》 (56 groups in code order) + 其他 (code 97)',
);

export const child_disability = wordList('child_disability', '健康状况', ['健康', '残疾', '重病']);

export const child_disability_level = wordList(
  'child_disability_level',
  '残疾等级',
  ['一级', '二级', '三级', '四级', '未评级'],
  'GB/T 26341-2010《残疾人残疾分类和分级》 grades 一级 to 四级; 未评级 for a child not yet assessed (req child-forms §7)',
);

export const child_disability_type = wordList(
  'child_disability_type',
  '残疾类别',
  ['视力残疾', '听力残疾', '言语残疾', '肢体残疾', '智力残疾', '精神残疾', '多重残疾', '孤独症', '脑性瘫痪', '其他'],
  'GB/T 26341-2010 categories (视力, 听力, 言语, 肢体, 智力, 精神, 多重); 孤独症 and 脑性瘫痪 as named by the ' +
    "children's rehabilitation-assistance scheme (国发〔2018〕20号); 其他 completes the ten types of req child-forms §7",
);

export const child_disability_disease = wordList(
  'child_disability_disease',
  '重病名称',
  [
    '儿童白血病',
    '儿童先天性心脏病',
    '终末期肾病',
    '恶性肿瘤',
    '血友病',
    '重性精神病',
    '耐多药肺结核',
    '艾滋病机会性感染',
    '唇腭裂',
    '苯丙酮尿症',
    '尿道下裂',
    '1型糖尿病',
  ],
  "the national 重大疾病 / 重特大疾病医疗救助 lists (卫农卫发〔2010〕53号 children's leukaemia and congenital heart " +
    'disease; 卫办农卫发〔2012〕74号 and later additions): twelve entries that apply to children, per req child-forms §7',
);
