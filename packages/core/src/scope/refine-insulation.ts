import type { Refiner } from './refiner.ts';
import { say } from './refiner-notes.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';

/**
 * "Blow in more insulation", "top up the attic": a contractor blows only the difference over what is there, so the
 * existing R-value is read ("we have about R-19 now") or, when the request says more without a figure, assumed
 * R-11 (about 3.5 in. of old loose fill, common in attics insulated before the 1980s) and asked.
 */
function existingRValue(context: ClauseContext, targetText: string): { existing_r_value?: number } {
  const text = context.requestText;
  const other = [...text.matchAll(/\br[ -]?(\d{2})\b/g)].find((m) => m[0] !== targetText);
  if (other && /\b(?:have|existing|currently|now|there)\b/.test(text))
    return { existing_r_value: Number(other[1]) };
  if (!/\b(?:more|top[ -]?up|additional|add(?:ing)? (?:to|more)|on top of)\b/.test(text)) return {};
  say(context, 'r_value.top_up');
  return { existing_r_value: 11 };
}

/** Refiners of insulation: the R-value target and what is there, batts under a floor. */
export const INSULATION_REFINERS: Record<string, Refiner> = {
  r_value: (draft, context) => rValue(cellulose(draft, context), context),
};

/** "Blown cellulose": the cellulose bag and its coverage, not the fiberglass bag of the blown-in line. */
function cellulose(draft: PlanItemDraft, context: ClauseContext): PlanItemDraft {
  if (draft.assemblyId !== 'blown_in_attic' || !/\bcellulose\b/.test(context.text)) return draft;
  return { ...draft, assemblyId: 'blown_cellulose_attic', title: 'Blown-in cellulose attic insulation' };
}

function rValue(draft: PlanItemDraft, context: ClauseContext): PlanItemDraft[] {
  // "…attic floor, want R-38": the target may be said in a clause of its own.
  const r = /\br[ -]?(\d{2})\b/.exec(context.text) ?? /\br[ -]?(\d{2})\b/.exec(context.requestText);
  if (!r) return [draft];
  // "currently R-19", "we have R-19 now": the only R-value named is what is there; the target stays R-38.
  const all = [...context.requestText.matchAll(/\br[ -]?(\d{2})\b/g)];
  const said = context.requestText;
  const existingOnly =
    all.length === 1 &&
    (/\b(?:currently|existing|have|has|there(?:'s| is)|now at|only|old)\s+(?:about |around |maybe |an? |only )?$/.test(
      said.slice(Math.max(0, (all[0]?.index ?? 0) - 24), all[0]?.index ?? 0),
    ) ||
      /^\S*\s+(?:now|currently|there|existing|in there)\b/.test(
        said.slice((all[0]?.index ?? 0) + all[0]![0].length - 1),
      ));
  if (all.length >= 2) {
    // "we have R-11, add more to get R-49": a top-up only goes up, so the larger is the target.
    const values = all.map((m) => Number(m[1]));
    return [overExisting(draft, Math.max(...values), Math.min(...values))];
  }
  if (existingOnly) {
    const existing = Number(r[1]);
    say(context, 'r_value.existing_only', { existing: String(existing) });
    return [overExisting(draft, 38, existing)];
  }
  const params = { ...draft.params, target_r_value: Number(r[1]), ...existingRValue(context, r[0]) };
  return [{ ...draft, title: `${draft.title} to R-${r[1]}`, params }];
}

/** The line topped up to the target over the R-value already there. */
function overExisting(draft: PlanItemDraft, target: number, existing: number): PlanItemDraft {
  return {
    ...draft,
    title: `${draft.title} to R-${target} (over existing R-${existing})`,
    params: { ...draft.params, target_r_value: target, existing_r_value: existing },
  };
}
