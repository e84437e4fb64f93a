import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { CpmActivityInput, CpmResult } from './critical-path.ts';
import type { LinkType } from './network.ts';
import { PlanningError } from './planning-error.ts';

// MSPDI is MS Project's XML interchange (namespace below). Encodings used here, from Microsoft's schema
// reference: PredecessorLink/Type 0 = FF, 1 = FS, 2 = SF, 3 = SS; LinkLag and TotalSlack/FreeSlack are in
// tenths of a minute; LagFormat/DurationFormat 7 = days; Duration is ISO 8601 working time (PT24H0M0S).

export const MSPDI_NAMESPACE = 'http://schemas.microsoft.com/project';
const TYPE_TO_CODE: Record<LinkType, number> = { FF: 0, FS: 1, SF: 2, SS: 3 };
const CODE_TO_TYPE: Record<number, LinkType> = { 0: 'FF', 1: 'FS', 2: 'SF', 3: 'SS' };
const DAYS_FORMAT = 7;

export interface MspdiExportOptions {
  projectName?: string;
  /** Working minutes per day; MS Project's default is 480 (8 h). */
  minutesPerDay?: number;
  /** Clock time a working day starts and ends, for the date-times MSPDI needs. */
  dayStartTime?: string;
  dayFinishTime?: string;
}

/** Writes a CPM result (with dates: calculate it with a startDate) as MSPDI XML. */
export function exportMspdi(schedule: CpmResult, options: MspdiExportOptions = {}): string {
  if (!schedule.startDate) {
    throw new PlanningError(
      'MISSING_DATES',
      'MSPDI needs dates: schedule the project with a startDate first',
    );
  }
  const minutesPerDay = options.minutesPerDay ?? 480;
  const dayStart = options.dayStartTime ?? '08:00:00';
  const dayFinish = options.dayFinishTime ?? '17:00:00';
  const uidOf = new Map(schedule.activities.map((a, i) => [a.id, i + 1]));
  const tenths = (days: number) => Math.round(days * minutesPerDay * 10);
  const tasks = schedule.activities.map((a, i) => {
    const dates = a.dates as NonNullable<typeof a.dates>;
    return {
      UID: i + 1,
      ID: i + 1,
      Name: a.name,
      Start: `${dates.earlyStartDate}T${dayStart}`,
      Finish: `${dates.earlyFinishDate}T${a.durationDays === 0 ? dayStart : dayFinish}`,
      Duration: isoDuration(a.durationDays * (minutesPerDay / 60)),
      DurationFormat: DAYS_FORMAT,
      Milestone: a.durationDays === 0 ? 1 : 0,
      Critical: a.critical ? 1 : 0,
      EarlyStart: `${dates.earlyStartDate}T${dayStart}`,
      EarlyFinish: `${dates.earlyFinishDate}T${a.durationDays === 0 ? dayStart : dayFinish}`,
      LateStart: `${dates.lateStartDate}T${dayStart}`,
      LateFinish: `${dates.lateFinishDate}T${a.durationDays === 0 ? dayStart : dayFinish}`,
      FreeSlack: tenths(a.freeFloat),
      TotalSlack: tenths(a.totalFloat),
      PredecessorLink: a.predecessors.map((p) => ({
        PredecessorUID: uidOf.get(p.id),
        Type: TYPE_TO_CODE[p.type],
        LinkLag: tenths(p.lagDays),
        LagFormat: DAYS_FORMAT,
      })),
    };
  });
  const builder = new XMLBuilder({ format: true, ignoreAttributes: false, suppressEmptyNode: true });
  const body = builder.build({
    Project: {
      '@_xmlns': MSPDI_NAMESPACE,
      Name: options.projectName ?? 'Quoin schedule',
      ScheduleFromStart: 1,
      StartDate: `${schedule.startDate}T${dayStart}`,
      FinishDate: `${schedule.finishDate}T${dayFinish}`,
      MinutesPerDay: minutesPerDay,
      MinutesPerWeek: minutesPerDay * 5,
      Tasks: { Task: tasks },
    },
  });
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
}

function isoDuration(hours: number): string {
  const whole = Math.floor(hours + 1e-9);
  const minutes = Math.round((hours - whole) * 60);
  return `PT${whole}H${minutes}M0S`;
}

/** Hours of an ISO 8601 duration such as `PT24H0M0S` or `P2DT4H` (days here are 24 elapsed hours). */
function parseIsoDurationHours(text: string): number | undefined {
  const match =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [, d, h, m, s] = match;
  return Number(d ?? 0) * 24 + Number(h ?? 0) + Number(m ?? 0) / 60 + Number(s ?? 0) / 3600;
}

export interface ImportedSchedule {
  projectName?: string;
  startDate?: string;
  activities: CpmActivityInput[];
  /** Things read but not carried over (summary tasks, percent lags), so nothing is dropped silently. */
  warnings: string[];
}

type XmlNode = Record<string, unknown>;

/** Reads MSPDI XML into activities for calculateCriticalPath; summary tasks are skipped with a warning. */
export function importMspdi(xml: string): ImportedSchedule {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    isArray: (name) => name === 'Task' || name === 'PredecessorLink',
  });
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new PlanningError('INVALID_MSPDI', `not readable as XML: ${(error as Error).message}`);
  }
  const project = document.Project as XmlNode | undefined;
  if (!project) throw new PlanningError('INVALID_MSPDI', 'no <Project> element: this is not an MSPDI file');
  const minutesPerDay = Number(project.MinutesPerDay ?? 480) || 480;
  const tasks = ((project.Tasks as XmlNode | undefined)?.Task ?? []) as XmlNode[];
  const warnings: string[] = [];
  const idOfUid = new Map<string, string>();
  const kept = tasks.filter((task) => {
    const uid = String(task.UID ?? '');
    if (uid === '0') return false; // the project summary task
    if (String(task.Summary ?? '0') === '1') {
      warnings.push(`summary task "${task.Name ?? uid}" skipped; links to it are dropped`);
      return false;
    }
    idOfUid.set(uid, String(task.ID ?? uid));
    return true;
  });
  const activities = kept.map((task): CpmActivityInput => {
    const uid = String(task.UID);
    const id = idOfUid.get(uid) as string;
    const hours = parseIsoDurationHours(String(task.Duration ?? 'PT0H0M0S'));
    if (hours === undefined) warnings.push(`task ${id}: unreadable Duration "${task.Duration}", taken as 0`);
    const predecessors = ((task.PredecessorLink ?? []) as XmlNode[]).flatMap((link) => {
      const from = idOfUid.get(String(link.PredecessorUID));
      if (!from) {
        warnings.push(`task ${id}: link from UID ${link.PredecessorUID} (missing or summary) dropped`);
        return [];
      }
      const format = Number(link.LagFormat ?? DAYS_FORMAT);
      if (format === 19 || format === 20) {
        warnings.push(`task ${id}: percentage lag from ${from} not supported, taken as 0`);
      }
      const lagDays = format === 19 || format === 20 ? 0 : Number(link.LinkLag ?? 0) / 10 / minutesPerDay;
      return [{ id: from, type: CODE_TO_TYPE[Number(link.Type ?? 1)] ?? 'FS', lagDays }];
    });
    return {
      id,
      name: String(task.Name ?? id),
      durationDays: ((hours ?? 0) * 60) / minutesPerDay,
      predecessors,
    };
  });
  const result: ImportedSchedule = { activities, warnings };
  if (project.Name !== undefined) result.projectName = String(project.Name);
  if (typeof project.StartDate === 'string') result.startDate = project.StartDate.slice(0, 10);
  return result;
}
