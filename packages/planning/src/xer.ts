import type { CpmActivityInput } from './critical-path.ts';
import type { ImportedSchedule } from './mspdi.ts';
import type { LinkType } from './network.ts';
import { PlanningError } from './planning-error.ts';

// XER is Primavera P6's tab-separated export: `ERMHDR` first, then per table `%T name`, `%F fields…`,
// `%R values…`, ending with `%E`. Durations and lags are in hours (`target_drtn_hr_cnt`, `lag_hr_cnt`);
// links are `PR_FS`, `PR_SS`, `PR_FF`, `PR_SF`. Files may be in a legacy code page: pass decoded text.

export type XerTables = Record<string, Record<string, string>[]>;

/** Splits XER text into tables of rows keyed by field name. */
export function parseXerTables(text: string): XerTables {
  const tables: XerTables = {};
  let fields: string[] = [];
  let current: Record<string, string>[] | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const cells = rawLine.split('\t');
    const tag = cells[0];
    if (tag === '%T') {
      current = [];
      tables[cells[1] ?? ''] = current;
      fields = [];
    } else if (tag === '%F') {
      fields = cells.slice(1);
    } else if (tag === '%R' && current) {
      const row: Record<string, string> = {};
      fields.forEach((field, i) => {
        row[field] = cells[i + 1] ?? '';
      });
      current.push(row);
    }
  }
  return tables;
}

const LINK_TYPES: Record<string, LinkType> = { PR_FS: 'FS', PR_SS: 'SS', PR_FF: 'FF', PR_SF: 'SF' };

/**
 * Reads a P6 XER export into activities (ids are activity codes). Hours become working days with the
 * activity's calendar hours per day (`CALENDAR.day_hr_cnt`), 8 when absent. Lags use the successor's
 * calendar here; P6 lets the project choose (`sched_calendar_on_relationship_lag`), noted in warnings.
 */
export function importXer(text: string): ImportedSchedule {
  if (!text.startsWith('ERMHDR')) {
    throw new PlanningError('INVALID_XER', 'an XER file starts with ERMHDR; this does not');
  }
  const tables = parseXerTables(text);
  const tasks = tables.TASK ?? [];
  if (tasks.length === 0) throw new PlanningError('INVALID_XER', 'the file has no TASK table');
  const warnings: string[] = [];
  const hoursPerDayByCalendar = new Map(
    (tables.CALENDAR ?? []).map((c) => [c.clndr_id ?? '', Number(c.day_hr_cnt) || 8]),
  );
  const codeOf = new Map(tasks.map((t) => [t.task_id ?? '', t.task_code || t.task_id || '']));
  const hoursPerDayOf = (task: Record<string, string>) => hoursPerDayByCalendar.get(task.clndr_id ?? '') ?? 8;
  const links = new Map<string, CpmActivityInput['predecessors']>();
  const taskById = new Map(tasks.map((t) => [t.task_id ?? '', t]));
  for (const link of tables.TASKPRED ?? []) {
    const successor = taskById.get(link.task_id ?? '');
    const predecessor = codeOf.get(link.pred_task_id ?? '');
    if (!successor || !predecessor) {
      warnings.push(`link ${link.pred_task_id} → ${link.task_id} names a task outside this project; dropped`);
      continue;
    }
    const type = LINK_TYPES[link.pred_type ?? 'PR_FS'];
    if (!type) warnings.push(`link type ${link.pred_type} unknown; read as FS`);
    const list = links.get(link.task_id ?? '') ?? [];
    list.push({
      id: predecessor,
      type: type ?? 'FS',
      lagDays: Number(link.lag_hr_cnt || 0) / hoursPerDayOf(successor),
    });
    links.set(link.task_id ?? '', list);
  }
  const options = tables.SCHEDOPTIONS?.[0];
  if (
    options?.sched_calendar_on_relationship_lag &&
    options.sched_calendar_on_relationship_lag !== 'rcal_Successor'
  ) {
    warnings.push(
      `the project computes lags on ${options.sched_calendar_on_relationship_lag}; read here on the successor's calendar`,
    );
  }
  const activities = tasks.map(
    (task): CpmActivityInput => ({
      id: codeOf.get(task.task_id ?? '') as string,
      name: task.task_name || task.task_code || task.task_id || '',
      durationDays: Number(task.target_drtn_hr_cnt || task.remain_drtn_hr_cnt || 0) / hoursPerDayOf(task),
      predecessors: links.get(task.task_id ?? '') ?? [],
    }),
  );
  const project = tables.PROJECT?.[0];
  const result: ImportedSchedule = { activities, warnings };
  if (project?.proj_short_name) result.projectName = project.proj_short_name;
  const start = project?.plan_start_date?.slice(0, 10);
  if (start && /^\d{4}-\d{2}-\d{2}$/.test(start)) result.startDate = start;
  return result;
}
