import type { PriceSource } from '../catalog/price-source.ts';
import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { rescaleLineItem } from '../estimate/rescale-line-item.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { finalizeEstimate } from '../plan/finalize-estimate.ts';
import type { QaConfig } from '../plan/qa-pass.ts';
import { QuoinError } from '../quoin-error.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { ROOM_TYPES } from '../scope/room-areas.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { uomLabel } from '../units/uom.ts';
import { addRequiredPermits } from './add-permits.ts';
import { answerDoubts } from './answered-doubts.ts';
import type { EditRequest } from './read-edit-request.ts';
import { resizeRoom } from './resize-room.ts';

export interface ApplyEditOptions {
  registry: TradeRegistry;
  priceSource: PriceSource;
}

export interface AppliedEdit {
  estimate: Estimate;
  /** What changed, one sentence a line, for the conversation. */
  changes: string[];
}

/** Pricing a replacement adds no permits, cleanup or markup settings: the estimate already has its own. */
const NO_QA: QaConfig = {
  addCleanup: false,
  addPermits: false,
  applyMinimumCharges: false,
  contingencyPercent: 0,
  contingencyThresholdCents: 0,
  overheadPercent: 0,
  profitPercent: 0,
};

function quantityText(item: LineItem): string {
  return `${Number(item.quantity.toFixed(2)).toLocaleString('en-US')} ${uomLabel(item.uom)}`;
}

function mapItems(estimate: Estimate, ids: string[], change: (item: LineItem) => LineItem[]): Estimate {
  const wanted = new Set(ids);
  return {
    ...estimate,
    groups: estimate.groups
      .map((group) => ({
        ...group,
        items: group.items.flatMap((item) => (wanted.has(item.id) ? change(item) : [item])),
      }))
      .filter((group) => group.items.length > 0),
  };
}

/** The replacement work priced by the engine at the replaced line's quantity, with ids derived from it. */
async function priceReplacement(
  estimate: Estimate,
  item: LineItem,
  replacement: string,
  options: ApplyEditOptions,
): Promise<LineItem[]> {
  const zip = estimate.location?.input;
  const words = `${replacement} ${item.quantity} ${uomLabel(item.uom)}`;
  const scope = parseScope(words, { registry: options.registry, ...(zip ? { defaultZip: zip } : {}) });
  const built = await buildEstimateFromPlan(scope.plan, {
    registry: options.registry,
    priceSource: options.priceSource,
    settings: estimate.settings,
    qa: NO_QA,
    ...(zip ? { zip } : {}),
  });
  const items = built.estimate.groups.flatMap((group) => group.items);
  if (items.length === 0) {
    throw new QuoinError(
      'SCOPE_NOT_UNDERSTOOD',
      `I could not read "${replacement}" as work to put in place of ${item.title}.`,
      {
        replacement,
        itemId: item.id,
      },
    );
  }
  return items.map((next, index) => ({
    ...next,
    id: `${item.id}-r${index + 1}`,
    origin: 'user',
    userEdited: true,
  }));
}

/**
 * Applies a follow-up's edit through the engine: a count rebuys materials by package math, a removal drops the
 * lines (and a group left empty), a replacement prices the new work at the old line's quantity. The estimate is
 * validated and scored again; nothing is added twice and the QA pass does not run (it would put back a permit
 * the user dropped).
 */
export async function applyEditRequest(
  input: Estimate,
  request: EditRequest,
  options: ApplyEditOptions,
): Promise<AppliedEdit> {
  const changes: string[] = [];
  let estimate = input;
  if (request.kind === 'resizeRoom') {
    const room = ROOM_TYPES.find((type) => type.id === request.roomTypeId);
    if (!room) {
      throw new QuoinError('SCOPE_NOT_UNDERSTOOD', `No room type "${request.roomTypeId}".`, {
        roomTypeId: request.roomTypeId,
      });
    }
    const resized = resizeRoom(estimate, room, request.size);
    estimate = resized.estimate;
    changes.push(...resized.changes);
  } else if (request.kind === 'setQuantity') {
    estimate = mapItems(estimate, request.itemIds, (item) => {
      const next = { ...rescaleLineItem(item, request.count), userEdited: true };
      changes.push(
        `${item.title}: ${quantityText(item)} → ${quantityText(next)}, materials bought again for it`,
      );
      return [next];
    });
    // The client stated the count: a doubt about an unplaced figure of that work is answered.
    const settled = answerDoubts(estimate.doubts ?? [], estimate.questions, request.target);
    if (settled.answered.length > 0) {
      const { doubts: _answered, ...rest } = estimate;
      estimate = {
        ...rest,
        ...(settled.doubts.length > 0 ? { doubts: settled.doubts } : {}),
        questions: settled.questions,
      };
      for (const question of settled.answered) changes.push(`Answered: ${question} (${request.count})`);
    }
  } else if (request.kind === 'remove') {
    estimate = mapItems(estimate, request.itemIds, (item) => {
      changes.push(`Removed ${item.title} (${quantityText(item)})`);
      return [];
    });
    estimate = {
      ...estimate,
      assumptions: [...estimate.assumptions, ...changes.map((c) => `${c} at the client's request.`)],
    };
  } else if (request.kind === 'addPermit') {
    const permitted = addRequiredPermits(estimate, options.registry);
    estimate = permitted.estimate;
    changes.push(...permitted.added);
  } else {
    const replacements = new Map<string, LineItem[]>();
    for (const id of request.itemIds) {
      const item = input.groups.flatMap((group) => group.items).find((candidate) => candidate.id === id);
      if (item) replacements.set(id, await priceReplacement(input, item, request.replacement, options));
    }
    estimate = mapItems(estimate, request.itemIds, (item) => {
      const next = replacements.get(item.id) ?? [item];
      changes.push(
        `Replaced ${item.title} (${quantityText(item)}) with ${next.map((n) => `${n.title} (${quantityText(n)})`).join(', ')}`,
      );
      return next;
    });
  }
  return { estimate: finalizeEstimate(estimate, options.registry), changes };
}
