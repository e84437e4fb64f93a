import {
  DEFAULT_SETTINGS,
  ESTIMATE_SCHEMA_VERSION,
  type Estimate,
  type EstimateSettings,
  type Group,
  type LineItem,
} from './estimate-schema.ts';

/** The title of an estimate started before its job is described; its first plan's title replaces it. */
export const UNTITLED_ESTIMATE = 'New estimate';

/** A new, empty estimate. Time stamps are the caller's: core has no clock. */
export function newEstimate(init: {
  id: string;
  title: string;
  settings?: Partial<EstimateSettings>;
  now?: string;
}): Estimate {
  return {
    schemaVersion: ESTIMATE_SCHEMA_VERSION,
    id: init.id,
    title: init.title,
    version: 0,
    mode: 'offline',
    settings: { ...DEFAULT_SETTINGS, ...init.settings },
    groups: [],
    assumptions: [],
    questions: [],
    exclusions: [],
    lifecycleState: 'building',
    issues: [],
    ...(init.now ? { createdAt: init.now, updatedAt: init.now } : {}),
  };
}

/** A group with defaults filled in. */
export function newGroup(init: Pick<Group, 'id' | 'name'> & Partial<Group>): Group {
  return { sortOrder: 0, items: [], ...init };
}

/** A line item with defaults filled in. */
export function newLineItem(
  init: Pick<LineItem, 'id' | 'type' | 'title' | 'quantity' | 'uom' | 'rateCents'> & Partial<LineItem>,
): LineItem {
  return {
    description: '',
    laborOnly: false,
    materials: [],
    pricingState: init.type === 'assembly' && init.laborOnly ? 'labor_only' : 'user',
    origin: 'user',
    userEdited: false,
    issues: [],
    ...init,
  };
}
