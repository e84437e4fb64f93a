import type { CpmResult } from './critical-path.ts';

/** One bar of the chart, in working days from the project start; the web app draws from these. */
export interface GanttBar {
  id: string;
  name: string;
  start: number;
  finish: number;
  /** Latest finish: the float whisker runs from `finish` to here. */
  lateFinish: number;
  totalFloat: number;
  critical: boolean;
  milestone: boolean;
  startDate?: string;
  finishDate?: string;
}

export interface GanttChart {
  timeUnit: 'working-days';
  projectDurationDays: number;
  bars: GanttBar[];
  svg: string;
}

export interface GanttOptions {
  title?: string;
  pixelsPerDay?: number;
  rowHeight?: number;
  labelWidth?: number;
}

const CRITICAL = '#c62828';
const NORMAL = '#1565c0';
const FLOAT = '#90a4ae';

/** Gantt chart of a CPM result: an SVG string with the critical path in red, and the same bars as data. */
export function createGanttChart(schedule: CpmResult, options: GanttOptions = {}): GanttChart {
  const bars: GanttBar[] = [...schedule.activities]
    .sort((a, b) => a.earlyStart - b.earlyStart || a.earlyFinish - b.earlyFinish)
    .map((a) => {
      const bar: GanttBar = {
        id: a.id,
        name: a.name,
        start: a.earlyStart,
        finish: a.earlyFinish,
        lateFinish: a.lateFinish,
        totalFloat: a.totalFloat,
        critical: a.critical,
        milestone: a.durationDays === 0,
      };
      if (a.dates) {
        bar.startDate = a.dates.earlyStartDate;
        bar.finishDate = a.dates.earlyFinishDate;
      }
      return bar;
    });
  return {
    timeUnit: 'working-days',
    projectDurationDays: schedule.projectDurationDays,
    bars,
    svg: renderSvg(bars, schedule.projectDurationDays, options),
  };
}

function renderSvg(bars: GanttBar[], durationDays: number, options: GanttOptions): string {
  const dayWidth = options.pixelsPerDay ?? 24;
  const rowHeight = options.rowHeight ?? 24;
  const labelWidth = options.labelWidth ?? 200;
  const header = 40;
  const spanDays = Math.max(1, Math.ceil(durationDays));
  const width = Math.max(340, labelWidth + spanDays * dayWidth + 20);
  const legendHeight = 30;
  const height = header + bars.length * rowHeight + legendHeight;
  const x = (day: number) => (labelWidth + day * dayWidth).toFixed(1);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(options.title ?? 'Schedule')}</title>`,
    `<text x="8" y="16" font-weight="bold">${escapeXml(options.title ?? 'Schedule')} — ${formatDays(durationDays)} working days</text>`,
  ];
  const dates = datesByDay(bars);
  if (dates.size > 0) {
    // Dated schedules: a tick at each day work starts (at least 3 days apart), labelled with its date.
    let last = Number.NEGATIVE_INFINITY;
    for (const [day, date] of [...dates].sort((a, b) => a[0] - b[0])) {
      if (day - last < 3) continue;
      last = day;
      parts.push(
        `<line x1="${x(day)}" y1="${header - 8}" x2="${x(day)}" y2="${height - legendHeight}" stroke="#e0e0e0"/>`,
        `<text x="${x(day)}" y="${header - 12}" text-anchor="middle" fill="#616161">${shortDate(date)}</text>`,
      );
    }
  } else {
    const tickEvery = spanDays > 60 ? 10 : 5;
    for (let day = 0; day <= spanDays; day += tickEvery) {
      parts.push(
        `<line x1="${x(day)}" y1="${header - 8}" x2="${x(day)}" y2="${height - legendHeight}" stroke="#e0e0e0"/>`,
        `<text x="${x(day)}" y="${header - 12}" text-anchor="middle" fill="#616161">${day}</text>`,
      );
    }
  }
  bars.forEach((bar, row) => {
    const top = header + row * rowHeight;
    const middle = top + rowHeight / 2;
    const color = bar.critical ? CRITICAL : NORMAL;
    const label = `${bar.name}${bar.startDate ? ` (${bar.startDate} → ${bar.finishDate})` : ''}`;
    parts.push(
      `<g data-id="${escapeXml(bar.id)}" data-critical="${bar.critical}">`,
      `<text x="8" y="${middle + 4}">${escapeXml(shortenLabel(bar.name, 28))}<title>${escapeXml(bar.name)}</title></text>`,
    );
    if (bar.milestone) {
      const cx = Number(x(bar.start));
      const r = rowHeight / 3;
      parts.push(
        `<path d="M${cx} ${middle - r} L${cx + r} ${middle} L${cx} ${middle + r} L${cx - r} ${middle} Z" fill="${color}"><title>${escapeXml(label)}</title></path>`,
      );
    } else {
      parts.push(
        `<rect x="${x(bar.start)}" y="${top + 5}" width="${((bar.finish - bar.start) * dayWidth).toFixed(1)}" height="${rowHeight - 10}" rx="2" fill="${color}"><title>${escapeXml(label)}, float ${formatDays(bar.totalFloat)} d</title></rect>`,
      );
    }
    if (bar.totalFloat > 0) {
      parts.push(
        `<line x1="${x(bar.finish)}" y1="${middle}" x2="${x(bar.lateFinish)}" y2="${middle}" stroke="${FLOAT}" stroke-dasharray="3 2"/>`,
      );
    }
    parts.push('</g>');
  });
  parts.push(...legend(height - legendHeight + 18));
  parts.push('</svg>');
  return parts.join('\n');
}

/** The calendar date of each working day a bar starts on. */
function datesByDay(bars: GanttBar[]): Map<number, string> {
  const dates = new Map<number, string>();
  for (const bar of bars) if (bar.startDate && !dates.has(bar.start)) dates.set(bar.start, bar.startDate);
  return dates;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-23` → `Nov 23`. */
function shortDate(iso: string): string {
  return `${MONTHS[Number(iso.slice(5, 7)) - 1] ?? iso.slice(5, 7)} ${Number(iso.slice(8, 10))}`;
}

/** What the colours and marks mean. */
function legend(y: number): string[] {
  const item = (x: number, mark: string, text: string) => [
    mark,
    `<text x="${x + 18}" y="${y + 4}">${text}</text>`,
  ];
  return [
    '<g data-legend="true">',
    ...item(8, `<rect x="8" y="${y - 5}" width="14" height="10" fill="${CRITICAL}"/>`, 'Critical'),
    ...item(88, `<rect x="88" y="${y - 5}" width="14" height="10" fill="${NORMAL}"/>`, 'Has float'),
    ...item(
      178,
      `<line x1="178" y1="${y}" x2="192" y2="${y}" stroke="${FLOAT}" stroke-dasharray="3 2"/>`,
      'Float',
    ),
    ...item(
      248,
      `<path d="M255 ${y - 6} L261 ${y} L255 ${y + 6} L249 ${y} Z" fill="${NORMAL}"/>`,
      'Milestone',
    ),
    '</g>',
  ];
}

function formatDays(days: number): string {
  return Number.isInteger(days) ? String(days) : days.toFixed(1);
}

/**
 * A label at most `max` characters, shortened at a word break with an ellipsis ("Cabinets & Countertops…"),
 * never inside a word (issue 15); a single word longer than the room is cut, as nothing else fits.
 */
export function shortenLabel(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastBreak = room.search(/\s\S*$/);
  const cut = lastBreak > 0 ? room.slice(0, lastBreak) : room;
  return `${cut.replace(/[\s–—&,:;-]+$/u, '')}…`;
}

/** Escapes text for XML content and attribute values. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
