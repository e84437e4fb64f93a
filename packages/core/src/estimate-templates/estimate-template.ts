import type { Estimate } from '../estimate/estimate-schema.ts';

/**
 * An estimate made reusable: its groups, lines, settings, location, assumptions and exclusions, without what
 * belongs to one client or one sending (the header: client, contact, address, number, dates; the questions and
 * doubts asked of that client; issues, score and state, which the engine recomputes). Its title is the
 * template's `name`: a job's title often names the client.
 */
export function toTemplateEstimate(estimate: Estimate, name: string): Estimate {
  const {
    header: _header,
    doubts: _doubts,
    qualityScore: _score,
    createdAt: _created,
    updatedAt: _updated,
    ...kept
  } = structuredClone(estimate);
  return {
    ...kept,
    id: 'template',
    title: name,
    version: 0,
    questions: [],
    issues: [],
    lifecycleState: 'building',
    // A line's price stays as the template saw it; the reason it was edited or checked is the old job's.
    groups: kept.groups.map((group) => ({
      ...group,
      items: group.items.map((item) => ({ ...item, issues: [] })),
    })),
  };
}

/** A new estimate started from a template: its own id, title and dates; the template's lines, settings and notes. */
export function estimateFromTemplate(
  template: Estimate,
  init: { id: string; title: string; now?: string },
): Estimate {
  const estimate: Estimate = { ...structuredClone(template), id: init.id, title: init.title, version: 0 };
  if (init.now) {
    estimate.createdAt = init.now;
    estimate.updatedAt = init.now;
  }
  return estimate;
}
