import { sameSlot } from './place-draft.ts';
import { withdraw } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { formatNumber } from './say-note.ts';
import { clauseFlags } from './scope-phrases.ts';
import type { LabeledDraft, ScopeNotes } from './scope-plan.ts';

/** Whether a clause asks for work, not only says how a thing is ("the furnace is shot", "a 14kW Generac"). */
function readsAsAsking(clause: string): boolean {
  const flags = clauseFlags(clause);
  return (
    flags.install ||
    flags.replace ||
    flags.remove ||
    flags.paint ||
    flags.stain ||
    flags.refinish ||
    flags.clean ||
    (flags.repair && !flags.symptom)
  );
}

// Each clause's flags read once per request: every pair of lines is compared, and a clause has several lines.
let asked = new Map<string, boolean>();
function asksForWork(clause: string): boolean {
  let asks = asked.get(clause);
  if (asks === undefined) {
    asks = readsAsAsking(clause);
    asked.set(clause, asks);
  }
  return asks;
}

const stated = (entry: LabeledDraft) => entry.draft.quantitySource === 'stated';

/**
 * Which of two lines of the same work in the same place is the thing said twice, if they are. One figure read twice
 * in a clause ("9 interior doors, the old hollow core ones, with prehung 6 panel") is one count. Otherwise two sized
 * lines, or two asked for in two clauses, are two things; a line of a clause that asks for the work stands over one
 * of a clause that only describes the thing ("our 2 bath ranch has galvanized pipes"), then a sized line over an
 * unsized one, then the larger.
 */
function sameThing(first: LabeledDraft, later: LabeledDraft): LabeledDraft | undefined {
  const sameClause = first.clause === later.clause;
  if (sameClause && first.draft.quantity === later.draft.quantity) return first;
  // "new carpet in the living and family room … Mid grade carpet with new pad": the same surface of the same rooms
  // is covered once.
  const derived = (entry: LabeledDraft) =>
    entry.draft.quantitySource === 'derived' && entry.draft.uom !== 'each';
  const firstAsks = asksForWork(first.clause);
  const laterAsks = asksForWork(later.clause);
  // Of a clause that asks and one that only describes, the asked line stands ("attic only has 4 inches of old
  // insulation. want blown in cellulose", both sized by the house).
  const asked = !sameClause && firstAsks !== laterAsks ? (firstAsks ? first : later) : undefined;
  // "we need a fence. About 100 ft of 4' aluminum fence": a kind and size said after a thing is asked at a typical
  // size stand over the rule's default kind (said before it, they describe what is there).
  const typical = (entry: LabeledDraft) => entry.draft.quantitySource === 'typical';
  if (asked === first && typical(first) && stated(later) && first.draft.assemblyId !== later.draft.assemblyId)
    return later;
  // One figure said of the thing described and again of the thing asked ("3 windows are fogged … replace all 3 with
  // vinyl double hungs") is one count.
  const sameFigure = first.draft.quantity === later.draft.quantity;
  if (sameFigure && ((derived(first) && derived(later)) || (asked && stated(first) && stated(later))))
    return asked ?? first;
  if (stated(first) && stated(later)) return undefined;
  // Two clauses that ask are two things, unless one only names it again at a typical size ("Remove existing carpet 3
  // bedrooms (approx 430 SF), install carpet and pad, haul away": the carpet hauled away is the carpet removed).
  if (!sameClause && firstAsks && laterAsks)
    return stated(first) && typical(later) ? first : stated(later) && typical(first) ? later : undefined;
  if (asked) return asked;
  if (stated(first) !== stated(later)) return stated(first) ? first : later;
  return first.draft.quantity >= later.draft.quantity ? first : later;
}

/**
 * Whether two lines may be one thing said twice: the same kind of work in the same place; or a thing one clause
 * describes and another asks for, in other words: one rule's work their words made two kinds ("attic only has 4
 * inches of old insulation" read as blown-in fiberglass, "want blown in cellulose up to R-49" as cellulose), two kinds
 * that fill one slot ("Front door is rotting … Need a new steel entry door w/ sidelites"), or one of them placed
 * nowhere ("termite mud tubes … in the basement. … want a liquid treatment").
 */
function sameWork(first: LabeledDraft, later: LabeledDraft): boolean {
  if (first.fromTemplate || later.fromTemplate) return false;
  const a = first.draft;
  const b = later.draft;
  if (a.assemblyId === b.assemblyId && first.label === later.label) return true;
  if (first.clause === later.clause || asksForWork(first.clause) === asksForWork(later.clause)) return false;
  const oneRule = a.readBy !== undefined && a.readBy === b.readBy;
  const kind =
    a.assemblyId === b.assemblyId || (a.uom === b.uom && (oneRule || sameSlot(a.assemblyId, b.assemblyId)));
  const place = first.label === later.label || first.label === undefined || later.label === undefined;
  return kind && place;
}

/**
 * The line that stands, sized by the other's figure when it has none of its own: "Our attic is about 2000 sq ft with
 * old thin insulation. We want … new blown-in cellulose put in" is 2,000 sq ft of cellulose, not a typical attic.
 */
function sizedByOther(stands: LabeledDraft, other: LabeledDraft, notes: Notes): LabeledDraft {
  const { draft } = stands;
  const size = other.draft;
  const unsized = (line: typeof draft) => line.typical !== undefined || line.quantitySource === 'typical';
  if (!unsized(draft) || unsized(size) || size.uom !== draft.uom || size.quantity === draft.quantity)
    return stands;
  withdraw(draft, [notes.assumptions, notes.questions]);
  const said = `${draft.title}: `;
  notes.understood = notes.understood.filter((note) => !(note.startsWith(said) && /\btypical\b/.test(note)));
  const unit = QUANTITY_WORDS.unitWords[draft.uom] ?? draft.uom;
  const sized = `${said}${formatNumber(size.quantity)} ${unit}, the size said of it in "${other.clause.trim()}"`;
  notes.understood.push(sized);
  notes.assumptions.push(`${sized}.`);
  const { typical: _typical, ...rest } = draft;
  return {
    ...stands,
    draft: {
      ...rest,
      quantity: size.quantity,
      ...(size.quantitySource ? { quantitySource: size.quantitySource } : {}),
      ...(size.quantityStated ? { quantityStated: true } : {}),
    },
  };
}

type Notes = Pick<ScopeNotes, 'understood' | 'assumptions' | 'questions'>;

/**
 * The request's lines with one thing said twice priced once: "the furnace is shot, need a new gas furnace",
 * "gutters + downspouts, 6 downspouts", "sand the floors down and refinish them". The line that stands keeps the
 * other's size when it has none.
 */
export function oncePerThing(drafts: LabeledDraft[], notes: Notes): LabeledDraft[] {
  asked = new Map();
  const kept: LabeledDraft[] = [];
  for (const entry of drafts) {
    const index = kept.findIndex((k) => sameWork(k, entry));
    const earlier = index < 0 ? undefined : kept[index]!;
    const stands = earlier ? sameThing(earlier, entry) : undefined;
    if (!earlier || !stands) kept.push(entry);
    else kept[index] = sizedByOther(stands, stands === earlier ? entry : earlier, notes);
  }
  return kept;
}
