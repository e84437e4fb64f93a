import { fileWords } from './load-work-rules.ts';
import { describeMeasure, formatNumber } from './parse-quantity.ts';
import { nearest } from './quantity-basics.ts';
import { type Refiner, typicalNoteAt } from './refiner.ts';
import { refinerNote, say } from './refiner-notes.ts';
import { exteriorWallFromFloorArea } from './room-areas.ts';
import { areaSubject } from './scope-context.ts';

const window: Refiner = (draft, context, _rule, start, matchText = '') => {
  // "ten 3x5 ft windows", "a 6x5 picture window", or "2 picture windows, 6x5" when no room owns the size.
  const dims =
    nearest(
      context,
      start + 1,
      (m) =>
        m.kind === 'dimensions' &&
        /^\s*(?:ft\s+|feet\s+)?(?:[a-z]+ ){0,2}windows?\b/.test(context.text.slice(m.end)),
    ) ?? (context.rooms.length === 0 ? context.measures.find((m) => m.kind === 'dimensions') : undefined);
  // "a picture window and 2 small bathroom windows": each mention's own words size it.
  const [large, small] = [fileWords('envelope', 'largeWindow'), fileWords('envelope', 'smallWindow')];
  const words = large.test(matchText) || small.test(matchText) ? matchText : context.text;
  let size: 'small' | 'standard' | 'large' = large.test(words)
    ? 'large'
    : small.test(words)
      ? 'small'
      : 'standard';
  const params = { ...draft.params };
  let title = 'Install replacement window';
  if (dims) {
    context.consumed.add(dims);
    // "36x60" with no unit is a window in inches (the way windows are sold); no window is 36 ft wide.
    const inches =
      !/ft|feet|foot|'/.test(dims.text + context.text.slice(dims.end, dims.end + 5)) &&
      Math.min(dims.widthFt ?? 0, dims.lengthFt ?? 0) >= 12;
    const scale = inches ? 1 / 12 : 1;
    const widthFt = (dims.widthFt ?? 0) * scale;
    const heightFt = (dims.lengthFt ?? 0) * scale;
    const areaSqFt = inches ? widthFt * heightFt : dims.value;
    const shown = inches
      ? `${formatNumber(dims.widthFt ?? 0)} × ${formatNumber(dims.lengthFt ?? 0)} in.`
      : describeMeasure(dims);
    size = areaSqFt < 9 ? 'small' : areaSqFt > 20 ? 'large' : 'standard';
    params.perimeter_lf = Math.round(2 * (widthFt + heightFt) * 100) / 100;
    title = `Install replacement window, ${shown} (${size})`;
    context.understood.push(
      `Window size ${shown} = ${formatNumber(Math.round(areaSqFt * 10) / 10)} sq ft → ${size} size class`,
    );
  } else say(context, 'window.no_size', { size });
  if (size !== 'standard') title = title.replace('replacement window', `${size} replacement window`);
  return [{ ...draft, assemblyId: `replacement_window_${size}`, title, params }];
};

const deckBoards: Refiner = (draft, context) => {
  // "replace 3 rotten deck boards, maybe 6": boards counted are a repair of those boards, at the upper count.
  const counts = context.measures.filter(
    (m) =>
      m.kind === 'count' &&
      !context.consumed.has(m) &&
      /^(?:\w+ )?(?:deck )?boards?\b/.test(context.text.slice(m.end).trim()),
  );
  if (counts.length > 0) {
    const boards = Math.max(...counts.map((m) => m.value));
    for (const m of counts) context.consumed.add(m);
    const typical = typicalNoteAt(context, draft);
    if (typical >= 0) context.assumptions.splice(typical, 1);
    const asked = context.questions.findIndex((q) => q.includes('deck boards'));
    if (asked >= 0) context.questions.splice(asked, 1);
    say(context, 'deck_boards.repair', { boards: String(boards) });
    return [
      {
        ...draft,
        assemblyId: 'deck_board_replace',
        title: 'Replace deck boards (repair)',
        uom: 'each',
        quantity: boards,
        quantitySource: 'stated',
      },
    ];
  }
  return /\b(?:composite|trex|pvc)\b/.test(context.text)
    ? [{ ...draft, assemblyId: 'composite_deck_boards', title: 'Install composite deck boards' }]
    : [draft];
};

const fence: Refiner = (draft, context) => {
  const height = context.measures.find(
    (m) => (m.kind === 'height' || (m.kind === 'length' && m.value <= 8)) && !context.consumed.has(m),
  );
  if (!height) return [draft];
  context.consumed.add(height);
  return [{ ...draft, title: draft.title.replace('Install', `Install ${formatNumber(height.value)} ft`) }];
};

const fenceStain: Refiner = (draft, context) => {
  const heightFt = context.measures.find((m) => m.kind === 'height')?.value ?? 6;
  say(context, 'fence_stain.area', { length: draft.quantity, height: heightFt });
  return [{ ...draft, uom: 'sq_ft', quantity: Math.round(draft.quantity * heightFt * 2) }];
};

const retainingWall: Refiner = (draft, context) => {
  if (context.measures.some((m) => m.kind === 'area' && context.consumed.has(m))) return [draft];
  const length = context.measures.find((m) => m.kind === 'length');
  const height = context.measures.find((m) => m.kind === 'height')?.value ?? 3;
  if (!length) return [draft];
  context.assumptions.pop();
  context.questions.pop();
  context.consumed.add(length);
  say(context, 'retaining_wall.face', { length: describeMeasure(length), height });
  return [{ ...draft, quantity: Math.round(length.value * height) }];
};

/**
 * A house's exterior trim when no length is said: fascia and rakes around the perimeter plus window, door and
 * corner trim, about one more perimeter per story (Quoin estimator rule). The perimeter comes from the house's
 * floor area or its siding area; a house of unknown size is taken as 150 ft of perimeter.
 */
const exteriorTrim: Refiner = (draft, context) => {
  const typical = typicalNoteAt(context, draft);
  if (typical < 0 || !/\b(?:house|home|exterior|outside|siding)\b/.test(context.requestText)) return [draft];
  const siding = context.measures.find(
    (m) => m.kind === 'area' && m.uom === 'sq_ft' && areaSubject(m, context.text) === 'wall',
  );
  const perimeter =
    context.houseFloorSqFt !== undefined
      ? exteriorWallFromFloorArea(context.houseFloorSqFt, context.stories).perimeterFt
      : siding
        ? siding.value / (9 * context.stories)
        : 150;
  const quantity = Math.round(perimeter * (1 + context.stories));
  context.assumptions[typical] = refinerNote('exterior_trim.from_perimeter', {
    title: draft.title,
    perimeter: Math.round(perimeter),
    quantity: String(quantity),
  }).assumption!;
  return [{ ...draft, quantity }];
};

/** Refiners of exterior work: windows, deck boards, fences, retaining walls, trim sized from the house (decks and railings are swaps, swap-refiners.yaml). */
export const EXTERIOR_REFINERS: Record<string, Refiner> = {
  window,
  deck_boards: deckBoards,
  fence,
  fence_stain: fenceStain,
  retaining_wall: retainingWall,
  exterior_trim: exteriorTrim,
};
