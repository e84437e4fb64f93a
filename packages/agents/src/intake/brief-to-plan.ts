import {
  formatCents,
  type ParseScopeOptions,
  parseScope,
  QuoinError,
  type ScopeParseResult,
} from '@quoin/core';
import type { Brief, BriefRoom } from '@quoin/protocol';

function sizeWords(room: BriefRoom): string | undefined {
  if (room.lengthFt && room.widthFt) {
    const height = room.heightFt ? ` with ${room.heightFt} ft ceilings` : '';
    return `The ${room.name} is ${room.lengthFt}x${room.widthFt}${height}`;
  }
  if (room.areaSqFt) return `The ${room.name} is ${room.areaSqFt} sq ft`;
  return undefined;
}

/** The brief's work as one request in the user's words, each area's work followed by its size. */
function briefRequestText(brief: Brief): string {
  const sentences: string[] = [];
  const sized = new Set<string>();
  for (const item of brief.scopeOfWork) {
    const work = item.work.replace(/[.\s]+$/, '');
    const namesArea = item.area === 'project' || work.toLowerCase().includes(item.area.toLowerCase());
    sentences.push(namesArea ? work : `In the ${item.area}, ${work.charAt(0).toLowerCase()}${work.slice(1)}`);
    const room = brief.rooms.find((r) => r.name === item.area);
    const size = room && !sized.has(room.name) ? sizeWords(room) : undefined;
    if (room && size) {
      sentences.push(size);
      sized.add(room.name);
    }
  }
  if (brief.location) sentences.push(`In ${brief.location.text}`);
  return `${sentences.join('. ')}.`;
}

function significantWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !['the', 'and', 'existing', 'old', 'our'].includes(word));
}

/** True when a plan item's title names everything of a kept thing ("Install vanity" for "vanity"). */
function keptItem(brief: Brief, title: string): boolean {
  const titleWords = new Set(significantWords(title).map((word) => word.replace(/s$/, '')));
  return brief.keepItems.some((keep) => {
    const words = significantWords(keep.text).map((word) => word.replace(/s$/, ''));
    return words.length > 0 && words.every((word) => titleWords.has(word));
  });
}

/**
 * A confirmed brief becomes a plan through the scope reader (and its templates); kept items are excluded,
 * finish level and constraints become assumptions the user sees when approving the plan.
 */
export function briefToPlan(brief: Brief, options: ParseScopeOptions = {}): ScopeParseResult {
  if (brief.scopeOfWork.length === 0)
    throw new QuoinError(
      'SCOPE_NOT_UNDERSTOOD',
      'The brief names no work yet: say what should be done, and where.',
      {
        domainsCovered: brief.domainsCovered,
      },
    );
  const result = parseScope(briefRequestText(brief), options);
  const assumptions = [...(result.plan.assumptions ?? [])];
  const exclusions = [...(result.plan.exclusions ?? [])];
  // A whole-room template prices every usual part; a part the user keeps ("keep the vanity") comes out of it.
  const groups = result.plan.groups
    .map((group) => ({ ...group, items: group.items.filter((item) => !keptItem(brief, item.title)) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0)
    throw new QuoinError(
      'SCOPE_NOT_UNDERSTOOD',
      'Everything the brief names as work is also named as kept.',
      {
        keepItems: brief.keepItems.map((keep) => keep.text),
      },
    );
  const plan = { ...result.plan, groups };
  for (const keep of brief.keepItems) exclusions.push(`Existing ${keep.text} kept as the customer asked.`);
  if (brief.finishLevel)
    assumptions.push(
      `Finish level ${brief.finishLevel.value}${brief.finishLevel.source === 'inferred' ? ' (assumed, not said)' : ''}.`,
    );
  const { budgetCents, timeline, occupancy, access, permits } = brief.constraints;
  if (budgetCents) assumptions.push(`Customer budget ${formatCents(budgetCents.value)}.`);
  if (timeline) assumptions.push(`Timeline: ${timeline.text}.`);
  for (const entry of [occupancy, access, permits]) if (entry) assumptions.push(`Site: ${entry.text}.`);
  for (const entry of brief.existingConditions) assumptions.push(`Existing condition: ${entry.text}.`);
  return {
    ...result,
    plan: {
      ...plan,
      summary: plan.summary || `From the intake brief (${brief.projectType?.value ?? 'project'}).`,
      assumptions,
      exclusions,
    },
  };
}
