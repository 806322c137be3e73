/**
 * The console's own screens, as addresses (issue 26 "Workflows that cannot be bypassed"): the one list of the paths of
 * the SPA's resource registry (src/app/resources.ts; tests/ui/console-routes.test.tsx checks the two agree), read by the
 * notification contract (domain/contracts/notice.ts) and by 我的通知, so a notification's link is always a screen of
 * this console and never an address elsewhere (`//evil.example/phish`, `https://…`, `javascript:`).
 */

/** Every path of the resource registry, in registry order (a new screen adds its path here too). */
export const CONSOLE_ROUTE_PATHS = [
  '/dashboard/workplace',
  '/children/ChildrenList', '/children/ChildrenListLeader', '/children/ChildrenListCenter',
  '/children/ChildrenListDepartment', '/children/ChildrenListOWGirl', '/children/ChildrenListDepartmentOWGirl',
  '/children/ChildrenListGTA', '/children/ChildrenListGTAOut', '/children/ChildrenListGTAPolice',
  '/children/ChildrenListGTAOutPolice', '/children/ChildrenListGTADepartment',
  '/children/ChildrenListGTAOutDepartment', '/children/SinList', '/children/ChildChujieMange', '/children/TwinList',
  '/children/HelpList', '/children/ChildrenListDelete', '/children/childEdit', '/children/ChildFirstTrial',
  '/children/ChildExamine', '/children/childCheck', '/children/HelpCheck', '/children/ChildRetrial',
  '/children/ChildRetrialReturn', '/children/ChildExamineList', '/children/ChildExamineReturn',
  '/children/childCheckDelete',
  '/childDetail/childTables',
  '/management/UserList', '/management/townStreet', '/management/centerPersonel', '/management/leaderManage',
  '/management/policeManage', '/management/justiceManage', '/management/lawManage', '/management/educationManage',
  '/management/townManage', '/management/checkList', '/management/inspectorList', '/management/serviceManage',
  '/management/allowanceManage',
  '/department/departmentPost',
  '/record/RecordList',
  '/taskList/MyTaskList',
  '/taskList1/TaskList1',
  '/taskList/ProcessList', '/taskList/CompletedList', '/taskList/OverdueList', '/taskList/ProcessListCenter',
  '/taskList/CompletedListCenter', '/taskList/OverdueListCenter', '/taskList/ProcessListManager',
  '/taskList/CompletedListManager', '/taskList/OverdueListManager', '/taskList/CompletedListCheck',
  '/taskList/WarningTaskList', '/taskList/AlarmTaskList', '/taskList/LeaderTaskList',
  '/taskList/LeaderTaskListLimit', '/taskList/CenterTaskListLimit', '/taskList/CompletedListSearch',
  '/taskList/RetrialTaskList', '/taskList/AbolishTaskList', '/taskList/TaskListDepartment', '/taskList/TaskListJz',
  '/taskList/TaskList3', '/taskList/DeleteListCenter', '/taskList/deleteList',
  '/taskList1/TaskList2',
  '/taskList/PlanPrint', '/taskList/TaskDetail',
  '/denounce/DenounceList2', '/denounce/denounceListChild/DenounceReceived',
  '/denounce/denounceListChild/DenounceAgain', '/denounce/denounceListChild/DenounceProcess',
  '/denounce/denounceListChild/DenounceApply', '/denounce/DenounceList3',
  '/denounceCheck/DenounceList2', '/denounceCheck/denounceListChild/DenounceAgain',
  '/denounceCheck/denounceListChild/DenounceProcess', '/denounceCheck/denounceListChild/DenounceApply',
  '/denounceSub/received', '/denounceSub/process', '/denounceSub/apply', '/denounceSub/finish',
  '/score/ScoreList', '/score/ScoreListCount',
  '/prize/prizeList', '/prize/prizeScoreList',
  '/score/MyScore',
  '/meeting/MeetingList', '/meeting/MeetingStatistic',
  '/statistics/monthly', '/statistics/interval', '/statistics/teacher', '/statistics/summer', '/statistics/winter',
  '/statistics/weekend', '/statistics/police', '/statistics/gta',
  '/coverage/CoverageList', '/coverage/CoverageDepartment',
  '/management/configuration',
  '/supervise/SuperviseTemplate', '/supervise/SuperviseList', '/supervise/SuperviseListRecord',
  '/supervise/SuperviseListCenter',
  '/label/LabelList',
  '/email/receiveList', '/email/sendList',
  '/management/lexicon',
  '/notice/mine',
  '/risk/RiskFirst', '/risk/RiskFirstReturn', '/risk/RiskSecond', '/risk/RiskSecondReturn', '/risk/RiskRecord',
  '/risk/RiskDetail', '/risk/RiskNew',
  '/allowance/AllowanceManage', '/allowance/AllowanceInput', '/allowance/AllowanceTest',
  '/allowance/AllowanceReview', '/allowance/AllowanceApproval', '/allowance/AllowanceList',
  '/allowance/AllowanceMonthList', '/allowance/AllowanceWarning',
  '/management1/VolunteerRegister',
  '/dataWarning/dataWarning', '/dataWarning/dataWarningExport',
] as const;
export type ConsoleRoutePath = (typeof CONSOLE_ROUTE_PATHS)[number];

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A link into the console: one of CONSOLE_ROUTE_PATHS exactly, optionally with a query string of plain characters
 * (`?id=12&kind=2`); no fragment, no scheme, no host. The same pattern is in the OpenAPI document of the contract.
 */
export const CONSOLE_LINK_PATTERN = new RegExp(`^(?:${CONSOLE_ROUTE_PATHS.map(escape).join('|')})(?:\\?[A-Za-z0-9_=&.%-]*)?$`);

/** What a refused link answers (400). */
export const CONSOLE_LINK_MESSAGE = '链接须为本系统内的页面路径（如 /taskList/MyTaskList）';

/** Whether `link` is a link into the console (CONSOLE_LINK_PATTERN): what the SPA renders as an in-app route, and nothing else. */
export function isConsoleLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && CONSOLE_LINK_PATTERN.test(link);
}
