import type { PlanInput } from '../plan/plan-schema.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import type { RuleMatch } from './clause-items.ts';
import type { LastWork } from './refer-back.ts';
import type { ScopeNotes } from './scope-plan.ts';

export interface ScopeParseResult {
  /** Validated by validatePlan(); title derived from the request. */
  plan: PlanInput;
  location?: { zip: string; source: 'zip' | 'city'; text: string; city?: string; state?: string };
  /** What was understood, as short sentences for a person ("Deck 12 × 16 ft = 192 sq ft floor area"). */
  understood: string[];
  /** Fragments not interpreted (also reflected as plan.questions). */
  unrecognized: string[];
}

export interface ParseScopeOptions {
  registry?: TradeRegistry;
  /** ZIP used when the request names no place. */
  defaultZip?: string;
}

export interface ParseState extends ScopeNotes {
  registry: TradeRegistry;
  /** Lexicon work named beside what the rules read; a doubt at the end unless some line prices that work. */
  named: (RuleMatch & { clause: string })[];
  laborOnlyAll: boolean;
  lastWork?: LastWork;
  /** Things the request keeps as they are ("keep the fridge"), blanked from the work text. */
  kept: string[];
  /** A room's job the request said as its parts (`room-by-parts.ts`), and whether a clause has read it yet. */
  roomByParts?: { id: string; read: boolean };
}
