import type { DrawingSet, Region, Sheet } from '../model/drawing-set.ts';

/** One plan item as @quoin/core's plan schema takes it (kept structural: drawings does not build estimates). */
export interface TakeoffItem {
  title: string;
  quantity: number;
  uom: 'sq_ft' | 'linear_ft';
  quantitySource: 'stated' | 'derived';
  description: string;
  searchQuery: string;
}

export interface FinishTakeoff {
  plan: {
    title: string;
    summary: string;
    groups: { name: string; items: TakeoffItem[] }[];
    assumptions: string[];
    questions: string[];
  };
  rooms: {
    number: string;
    name: string;
    areaSqFt?: number;
    sheet: string;
    finishes: Record<string, string>;
  }[];
}

// Schedule cells that are not a finish to install.
const NOT_A_FINISH = /^(exist(ing)?|match exist(ing)?|macth exist|n\/a|na|none|-+|see .*|)$/i;
// Perimeter and height are not on a finish schedule; these assumptions are stated in the plan.
const ASSUMED_WALL_HEIGHT_FT = 9;
const SURFACES = [
  { key: 'floor', group: 'Flooring', match: /^floor/i, uom: 'sq_ft' as const },
  { key: 'base', group: 'Base', match: /^base/i, uom: 'linear_ft' as const },
  { key: 'walls', group: 'Walls', match: /\b(north|east|south|west|walls?)\b/i, uom: 'sq_ft' as const },
  { key: 'ceiling', group: 'Ceilings', match: /^ceiling/i, uom: 'sq_ft' as const },
];

function isFinishSchedule(region: Region): boolean {
  const columns = region.table?.columns.join(' ').toLowerCase() ?? '';
  return /floor/.test(columns) && (/base/.test(columns) || /ceiling/.test(columns));
}

/** Code → product from material schedules ("CPT-1" → "BROADLOOM CARPET"). */
function materialNames(set: DrawingSet): Map<string, string> {
  const names = new Map<string, string>();
  for (const region of set.sheets.flatMap((s) => s.regions)) {
    const table = region.table;
    if (!table) continue;
    const code = table.columns.findIndex((c) => /code/i.test(c));
    const product = table.columns.findIndex((c) => /material|product/i.test(c));
    if (code < 0 || product < 0) continue;
    for (const row of table.rows) {
      const key = row.cells[code]?.trim();
      if (key && row.cells[product]) names.set(key.toUpperCase(), row.cells[product] ?? '');
    }
  }
  return names;
}

/** Room areas printed on plans beside the room number ("STORAGE 134A 16 SF"). */
function roomAreas(set: DrawingSet): Map<string, number> {
  const areas = new Map<string, number>();
  for (const snippet of set.sheets.flatMap((s) => s.snippets)) {
    const match = snippet.text.match(
      /\b([A-Z]{0,3}-?\d{1,4}[A-Z]?)\s+(\d{1,3}(?:,\d{3})*|\d+)\s*(SF|S\.F\.|SQ\.? ?FT)/i,
    );
    if (match?.[1] && match[2]) areas.set(match[1].toUpperCase(), Number(match[2].replace(/,/g, '')));
  }
  return areas;
}

/**
 * Room finish schedules → a plan of finish work per room: floor and ceiling by the room's printed area, base
 * by an estimated perimeter, walls by that perimeter at an assumed height. Rooms without a printed area are
 * listed as questions, not guessed.
 */
export function finishTakeoff(set: DrawingSet, options: { sheet?: string } = {}): FinishTakeoff {
  const names = materialNames(set);
  const areas = roomAreas(set);
  const groups = new Map<string, TakeoffItem[]>();
  const rooms: FinishTakeoff['rooms'] = [];
  const questions: string[] = [];
  const sheets: Sheet[] = set.sheets.filter(
    (s) => !options.sheet || s.number.toUpperCase() === options.sheet.toUpperCase(),
  );
  for (const sheet of sheets) {
    for (const region of sheet.regions.filter(isFinishSchedule)) {
      const table = region.table;
      if (!table) continue;
      for (const row of table.rows) {
        const number = row.cells[0]?.trim() ?? '';
        const named = row.cells[table.columns.findIndex((c) => /name/i.test(c))] ?? '';
        const name = named === number ? '' : named;
        const finishes: Record<string, string> = {};
        for (const surface of SURFACES) {
          const codes = table.columns
            .map((column, i) => (surface.match.test(column) ? (row.cells[i] ?? '') : ''))
            .flatMap((cell) => cell.replace(/\bN\/A\b/gi, '').split('/'))
            .map((code) => code.trim())
            .filter((code) => code && !NOT_A_FINISH.test(code));
          if (codes.length > 0) finishes[surface.key] = [...new Set(codes)].join('/');
        }
        const areaSqFt = areas.get(number.toUpperCase());
        rooms.push({ number, name, ...(areaSqFt ? { areaSqFt } : {}), sheet: sheet.number, finishes });
        if (Object.keys(finishes).length === 0) continue;
        if (!areaSqFt) {
          questions.push(`Room ${number} ${name}: no area printed on the plans; what is its floor area?`);
          continue;
        }
        const perimeterFt = Math.round(4 * Math.sqrt(areaSqFt));
        for (const surface of SURFACES) {
          const code = finishes[surface.key];
          if (!code) continue;
          const primary = code.split('/')[0] ?? code;
          const product = names.get(primary.toUpperCase()) ?? primary;
          const quantity =
            surface.key === 'base'
              ? perimeterFt
              : surface.key === 'walls'
                ? perimeterFt * ASSUMED_WALL_HEIGHT_FT
                : areaSqFt;
          const items = groups.get(surface.group) ?? [];
          items.push({
            title: `${product.toLowerCase()} (${code}) — ${surface.key}, room ${number} ${name}`.trim(),
            quantity,
            uom: surface.uom,
            quantitySource: surface.key === 'floor' || surface.key === 'ceiling' ? 'stated' : 'derived',
            description: `${table.title}, sheet ${sheet.number}`,
            searchQuery: product.toLowerCase(),
          });
          groups.set(surface.group, items);
        }
      }
    }
  }
  return {
    plan: {
      title: `Finishes from ${set.name}`,
      summary: `Room finish schedules of ${set.name} (revision ${set.revision}) with the room areas printed on its plans.`,
      groups: [...groups.entries()].map(([name, items]) => ({ name, items })),
      assumptions: [
        'Base and wall quantities use a square room of the printed area (perimeter = 4 × √area).',
        `Walls are ${ASSUMED_WALL_HEIGHT_FT} ft high where the schedule does not say.`,
      ],
      questions,
    },
    rooms,
  };
}
