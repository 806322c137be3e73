/**
 * Option lists shared by every form (req child-forms §7 "Option lists": yes/no; have/none).
 */
import { wordList } from './build';

export const yes_no = wordList('yes_no', '是否', ['是', '否']);
export const have_none = wordList('have_none', '有无', ['有', '无']);
