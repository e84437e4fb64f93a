import { type PriceSource, parseUom, type TradeRegistry, UOMS, type Uom } from '@quoin/core';
import { z } from 'zod';

/** What the engine tools read, as lazy getters so listing tools never loads trade or catalog data. */
export interface EngineDeps {
  tradeRegistry: () => TradeRegistry;
  /** The bundled catalog, or the caller's layered source (imported price list first). */
  priceSource: () => PriceSource;
}

/** A unit of measure as a person writes it ("sq ft", "SF", "each") or a canonical id (`sq_ft`). */
export const uomSchema = z
  .string()
  .min(1)
  .transform((text, context): Uom => {
    const uom = parseUom(text);
    if (uom) return uom;
    context.addIssue({ code: 'custom', message: `unknown unit "${text}"; use one of ${UOMS.join(', ')}` });
    return z.NEVER;
  })
  .describe('unit of measure, e.g. "sq ft", "lf", "each"');

/** A US ZIP code or its 3-digit prefix. */
export const zipSchema = z
  .string()
  .regex(/^\d{3}(\d{2})?(-\d{4})?$/, 'a ZIP is 5 digits (or a 3-digit prefix)')
  .describe('US ZIP code for location factors');
