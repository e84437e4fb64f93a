import { formatCents } from '@quoin/core';
import type { Brief } from '@quoin/protocol';

function roomLine(room: Brief['rooms'][number]): string {
  const size =
    room.lengthFt && room.widthFt
      ? ` ${room.lengthFt} × ${room.widthFt} ft`
      : room.areaSqFt
        ? ` ${room.areaSqFt} sq ft`
        : ' (size not given)';
  return `${room.name}${size}${room.heightFt ? `, ${room.heightFt} ft ceilings` : ''}`;
}

const mark = (source: 'said' | 'inferred') => (source === 'inferred' ? ' (my assumption)' : '');

/** The brief as short lines a person can check; assumptions are marked as such. */
export function summarizeBrief(brief: Brief): string[] {
  const lines: string[] = [];
  if (brief.projectType) lines.push(`Project: ${brief.projectType.value}${mark(brief.projectType.source)}`);
  if (brief.rooms.length) lines.push(`Rooms: ${brief.rooms.map(roomLine).join('; ')}`);
  if (brief.location) lines.push(`Location: ${brief.location.text}`);
  for (const item of brief.scopeOfWork) lines.push(`Work (${item.area}): ${item.work}`);
  if (brief.existingConditions.length)
    lines.push(`Existing: ${brief.existingConditions.map((entry) => entry.text).join('; ')}`);
  if (brief.finishLevel)
    lines.push(`Finish level: ${brief.finishLevel.value}${mark(brief.finishLevel.source)}`);
  const style = [brief.style.style?.text, ...brief.style.colours.map((entry) => entry.text)].filter(Boolean);
  if (style.length) lines.push(`Style and colours: ${style.join(', ')}`);
  const materials = [...brief.style.materials, ...brief.style.lighting].map((entry) => entry.text);
  if (materials.length) lines.push(`Materials and lighting: ${materials.join(', ')}`);
  lines.push(
    `Keep: ${brief.keepItems.length ? brief.keepItems.map((entry) => entry.text).join(', ') : 'nothing named'}`,
  );
  const { budgetCents, timeline, occupancy, access, permits } = brief.constraints;
  if (budgetCents) lines.push(`Budget: ${formatCents(budgetCents.value)}`);
  if (timeline) lines.push(`Timeline: ${timeline.text}`);
  for (const entry of [occupancy, access, permits]) if (entry) lines.push(`Site: ${entry.text}`);
  return lines;
}

/**
 * What the interviewer assumes when the user did not say it, marked inferred: the project type from the work
 * or rooms, and a standard finish level. A user's own words are never replaced.
 */
export function withInferences(previous: Brief): Brief {
  const brief = structuredClone(previous);
  if (!brief.projectType) {
    const area = brief.scopeOfWork[0]?.area ?? brief.rooms[0]?.name;
    if (area) brief.projectType = { value: `${area} work`, source: 'inferred' };
  }
  brief.finishLevel ??= { value: 'standard', source: 'inferred' };
  return brief;
}
