import { defaultTradeRegistry } from '@quoin/core';

/**
 * Phase and crew per trade for schedules. The ORDER of trades is not here: it is each trade profile's
 * `sequence:` in core's trade YAML, the one place it is set (issue #21). `overlap` lets a trade start partway
 * through the trades before it (SS at half their duration) and finish at least a day after them (FF + 1).
 * Crew sizes are rule-of-thumb assumptions for residential remodels, not figures from a published source.
 */
export const TRADE_SCHEDULE_DEFAULTS: Record<string, { phase: string; crewSize: number; overlap?: boolean }> =
  {
    demolition: { phase: 'Demolition', crewSize: 2 },
    concrete_flatwork: { phase: 'Foundation and slab', crewSize: 3 },
    framing_deck: { phase: 'Framing', crewSize: 3 },
    masonry: { phase: 'Masonry', crewSize: 3 },
    roofing: { phase: 'Dry-in', crewSize: 3 },
    windows_doors: { phase: 'Dry-in', crewSize: 2 },
    siding: { phase: 'Exterior finish', crewSize: 2 },
    gutters: { phase: 'Exterior finish', crewSize: 2 },
    plumbing: { phase: 'Rough-in', crewSize: 1 },
    electrical: { phase: 'Rough-in', crewSize: 1 },
    hvac: { phase: 'Rough-in', crewSize: 2 },
    fire_protection: { phase: 'Rough-in', crewSize: 2 },
    low_voltage: { phase: 'Rough-in', crewSize: 1 },
    insulation: { phase: 'Insulation', crewSize: 2 },
    // Metal stud partitions are the bulk of tenant-improvement work; ceilings and doors follow with finishes.
    commercial_ti: { phase: 'Partitions and ceilings', crewSize: 2 },
    drywall: { phase: 'Drywall', crewSize: 2, overlap: true },
    tile: { phase: 'Finishes', crewSize: 1 },
    cabinets_countertops: { phase: 'Cabinets', crewSize: 2 },
    flooring: { phase: 'Finishes', crewSize: 2 },
    irrigation: { phase: 'Site work', crewSize: 2 },
    fencing: { phase: 'Site work', crewSize: 2 },
    landscaping: { phase: 'Site work', crewSize: 2 },
    painting: { phase: 'Paint', crewSize: 2 },
    appliances: { phase: 'Appliances', crewSize: 2 },
    finish_carpentry: { phase: 'Trim and fixtures', crewSize: 1, overlap: true },
    // Cleaning, restoration, abatement, hauling and the like (home_services.yaml): their own crews, near the end.
    home_services: { phase: 'Specialty services', crewSize: 2 },
    general_remodel: { phase: 'General and punch list', crewSize: 1 },
    cleanup: { phase: 'Final cleanup', crewSize: 2 },
  };

/** The pseudo-trade of cleanup and disposal, which closes every job. */
export const CLEANUP_TRADE = 'cleanup';
/** After every trade of the registry (whose sequences run below 100). */
export const CLEANUP_RANK = 100;
/** Work of no known trade goes with general work, before cleanup. */
export const GENERAL_TRADE = 'general_remodel';

/** A trade's place in the job: its trade profile's `sequence` (core's trade YAML); cleanup last. */
export function tradeRank(tradeId: string): number | undefined {
  if (tradeId === CLEANUP_TRADE) return CLEANUP_RANK;
  return defaultTradeRegistry().get(tradeId)?.sequence;
}
