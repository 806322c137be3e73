/**
 * Statistics (req statistics §2; issue 18; domain/contracts/statistic.ts): each figure is one aggregate in SQL, made by the
 * module owning the rows (the task module's figures, the child module's counts, the persuasion logs' counts) over the
 * children of the caller's scope with their places (the child module's subquery); this module only puts places, names
 * and periods together. The centre and county-wide leaders see every town; 分委领导 their own town (another is 404).
 * Holiday periods come from the settings (the configuration module). Errors: 404 NOT_FOUND for a town outside scope.
 * The place tables (scope, places, figures by place and by week) are place-tables.ts.
 */
import type { z } from 'zod';
import type {
  statisticByTown,
  statisticByVillage,
  statisticCoverage,
  statisticForShow,
  statisticGta,
  statisticSeason,
  statisticTeachers,
} from '../../../domain/contracts/statistic';
import { ESCORT_LEVELS } from '../../../domain/child-levels';
import {
  percent,
  seasonPeriod,
  SHOW_TYPE_GRADES,
  TEACHER_CATEGORY,
  type Season,
  type SeasonSettings,
} from '../../../domain/statistics';
import type { SessionUser } from '../../auth/guard';
import { dayEnd, dayStart } from '../../http/china-days';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { PersuasionService } from '../persuasion';
import type { TaskService } from '../task';
import type { UserService } from '../user';
import { countsOf, createPlaceTables, NO_PLACE, type Period } from './place-tables';

export type StatisticDeps = {
  children: ChildService;
  tasks: TaskService;
  departments: DepartmentService;
  users: UserService;
  persuasions: PersuasionService;
  /** The holiday periods of the console's settings, read at each call. */
  seasons: () => Promise<SeasonSettings>;
};

export function createStatisticService(deps: StatisticDeps) {
  const { children, tasks, departments } = deps;
  const { placeOf, placesFor, placeTable, weeks } = createPlaceTables(deps);

  async function season(q: { season: Season; year: number }) {
    return seasonPeriod(q.season, q.year, await deps.seasons());
  }

  return {
    /** The towns' figures month by month in a year: every task, or the police visits (statistic/for/show). */
    async show(user: SessionUser, q: z.output<typeof statisticForShow.query>) {
      const { scope, town } = placeOf(user, q.department);
      const figures = await tasks.figures({
        places: children.placesIn(scope, { department: town }),
        from: dayStart(`${q.year}-01-01`),
        to: dayEnd(`${q.year}-12-31`),
        grades: SHOW_TYPE_GRADES[q.type],
        by: ['town', 'month'],
      });
      const names = new Map(
        (
          await placesFor(
            'town',
            town,
            figures.map((f) => Number(f.town)),
          )
        ).map((p) => [p.id, p.name]),
      );
      const list = figures
        .map((f) => ({
          department: Number(f.town),
          department_name: names.get(Number(f.town)) ?? NO_PLACE,
          month: String(f.month),
          ...countsOf(f),
        }))
        .sort((a, b) => a.month.localeCompare(b.month) || a.department - b.department);
      return { type: q.type, year: q.year, list };
    },
    byTown: (user: SessionUser, q: z.output<typeof statisticByTown.query>) => placeTable(user, 'town', q),
    byVillage: (user: SessionUser, q: z.output<typeof statisticByVillage.query>) =>
      placeTable(user, 'village', q, { department: q.department }),

    /**
     * Each volunteer's term-weekly visits (学期每周) and check-ins to the children of the caller's scope (and of town
     * `department` when given), one row per volunteer (issue 29: a volunteer visiting in three towns is one bar, not three
     * of the same name), with the volunteer's own town (their account's; 0 and 未填写 when none).
     */
    async teachers(user: SessionUser, q: z.output<typeof statisticTeachers.query>) {
      const { scope, town } = placeOf(user, q.department);
      const figures = await tasks.figures({
        places: children.placesIn(scope, { department: town }),
        from: dayStart(q.begin),
        to: dayEnd(q.end),
        categorys: [TEACHER_CATEGORY],
        by: ['volunteer'],
      });
      const people = await deps.users.people(figures.map((f) => Number(f.volunteer)));
      const towns = await departments.byIds([...people.values()].map((p) => p.department_id ?? 0));
      const list = figures
        .map((f) => ({ f, person: people.get(Number(f.volunteer)) }))
        .map(({ f, person }) => ({
          volunteer: Number(f.volunteer),
          nickname: person?.nickname ?? NO_PLACE,
          department: person?.department_id ?? 0,
          department_name: towns.get(person?.department_id ?? 0)?.department_name ?? NO_PLACE,
          ...countsOf(f),
          punches: f.punches,
          percentage: percent(f.finished, f.total),
        }))
        .sort((a, b) => b.punches - a.punches || b.total - a.total || a.volunteer - b.volunteer);
      return { begin: q.begin, end: q.end, list };
    },

    /** The towns' figures in a season (summer, winter: the configured period of the year; weekend: its Saturdays and Sundays). */
    async season(user: SessionUser, q: z.output<typeof statisticSeason.query>) {
      const period = await season(q);
      return { season: q.season, ...(await placeTable(user, 'town', period, { weekend: q.season === 'weekend' })) };
    },
    async seasonTotal(user: SessionUser, q: z.output<typeof statisticSeason.query>) {
      const period = await season(q);
      const { total } = await placeTable(user, 'town', period, { weekend: q.season === 'weekend' });
      return { season: q.season, ...period, total };
    },
    async seasonWeeks(user: SessionUser, q: z.output<typeof statisticSeason.query>) {
      const period = await season(q);
      return { season: q.season, ...period, list: await weeks(user, period, { weekend: q.season === 'weekend' }) };
    },

    /** Coverage by village: each village's children, those served in the period, and its town. */
    async coverage(user: SessionUser, q: z.output<typeof statisticCoverage.query>) {
      const { town } = placeOf(user, q.department);
      const table = await placeTable(user, 'village', q, { department: town });
      const villages = await departments.byIds(table.list.map((r) => r.department));
      const towns = await departments.byIds([...villages.values()].map((v) => v.department_parent));
      const list = table.list
        .map((r) => {
          const parent = villages.get(r.department)?.department_parent ?? 0;
          return { ...r, town: parent, town_name: towns.get(parent)?.department_name ?? NO_PLACE };
        })
        .sort((a, b) => a.town - b.town || a.department - b.department);
      return { ...table, list };
    },
    weeks: async (user: SessionUser, q: Period) => ({ begin: q.begin, end: q.end, list: await weeks(user, q) }),

    /** Each village of a town week by week. */
    async villageWeeks(user: SessionUser, q: Period & { department: number }) {
      const { scope, town } = placeOf(user, q.department);
      const figures = await tasks.figures({
        places: children.placesIn(scope, { department: town }),
        from: dayStart(q.begin),
        to: dayEnd(q.end),
        by: ['village', 'week'],
      });
      const names = new Map(
        (
          await placesFor(
            'village',
            town,
            figures.map((f) => Number(f.village)),
          )
        ).map((p) => [p.id, p.name]),
      );
      const list = figures
        .map((f) => ({
          department: Number(f.village),
          department_name: names.get(Number(f.village)) ?? NO_PLACE,
          week: String(f.week),
          ...countsOf(f),
        }))
        .sort((a, b) => a.week.localeCompare(b.week) || a.department - b.department);
      return { begin: q.begin, end: q.end, list };
    },

    /** Per town: the marginal minors now by escort level, and the persuasion logs of the period. */
    async gta(user: SessionUser, q: z.output<typeof statisticGta.query>) {
      const { scope, town } = placeOf(user);
      const [levels, logs] = await Promise.all([
        children.gtaByTownLevel(scope, { department: town }),
        deps.persuasions.countByTown(children.placesIn(scope, { department: town }), dayStart(q.begin), dayEnd(q.end)),
      ]);
      const towns = await placesFor('town', town, [...levels.map((l) => l.town), ...logs.keys()]);
      const list = towns.map((p) => {
        const mine = levels.filter((l) => l.town === p.id);
        const byLevel = Object.fromEntries(
          ESCORT_LEVELS.map((level) => [level, mine.filter((l) => l.level === level).reduce((n, l) => n + l.n, 0)]),
        );
        return {
          department: p.id,
          department_name: p.name,
          minors: mine.reduce((n, l) => n + l.n, 0),
          levels: byLevel,
          persuasions: logs.get(p.id) ?? 0,
        };
      });
      return { begin: q.begin, end: q.end, levels: [...ESCORT_LEVELS], list };
    },
  };
}

export type StatisticService = ReturnType<typeof createStatisticService>;
