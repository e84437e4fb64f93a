import { formatIsoDay, parseIsoDay } from './calendar.ts';
import type { CpmResult } from './critical-path.ts';
import { PlanningError } from './planning-error.ts';

export interface IcalOptions {
  calendarName?: string;
  /** Suffix of each event UID (RFC 5545 asks for globally unique ids), e.g. a project id and a domain. */
  uidDomain?: string;
  /**
   * DTSTAMP of every event, an ISO date-time in UTC. Planning has no clock, so the caller supplies it;
   * it defaults to the project start date at midnight so the same schedule gives the same file.
   */
  generatedAt?: string;
  /** Also export activities that are not milestones. */
  includeAllActivities?: boolean;
}

/**
 * Milestones (zero-duration activities) as an RFC 5545 calendar of all-day events, for Outlook or Google
 * Calendar. CRLF line ends, text escaped, lines folded at 75 octets.
 */
export function exportMilestonesIcal(schedule: CpmResult, options: IcalOptions = {}): string {
  if (!schedule.startDate) {
    throw new PlanningError(
      'MISSING_DATES',
      'iCalendar needs dates: schedule the project with a startDate first',
    );
  }
  const stamp = toUtcStamp(options.generatedAt ?? `${schedule.startDate}T00:00:00Z`);
  const domain = options.uidDomain ?? 'quoin.local';
  const compact = (iso: string) => iso.replace(/-/g, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quoin//Planning//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(options.calendarName ?? 'Project milestones')}`,
  ];
  for (const activity of schedule.activities) {
    if (!activity.dates || (!options.includeAllActivities && activity.durationDays !== 0)) continue;
    const start = activity.dates.earlyStartDate;
    const endExclusive = formatIsoDay(parseIsoDay(activity.dates.earlyFinishDate) + 1);
    const description =
      `Total float ${activity.totalFloat} working days${activity.critical ? ', on the critical path' : ''}. ` +
      `Latest date ${activity.dates.lateFinishDate}.`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(activity.id)}@${domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(endExclusive)}`,
      `SUMMARY:${escapeText(activity.name)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function toUtcStamp(isoDateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?Z$/.exec(isoDateTime);
  if (!match)
    throw new PlanningError('INVALID_DATE', `generatedAt must be a UTC date-time like 2025-01-31T12:00:00Z`);
  return `${match[1]}${match[2]}${match[3]}T${match[4]}${match[5]}${match[6]}Z`;
}

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1 folding: lines longer than 75 octets continue on the next line after a space. */
export function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const chSize = new TextEncoder().encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + chSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += chSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
