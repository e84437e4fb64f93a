import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// An estimator's scope line lists each thing as a comma item: "…, build new PT frame on existing footings, composite
// decking, aluminum rail 30 LF" priced the deck's removal and its railing only ($5.5k validated): the frame and the
// decking, beside the railing of the same trade, were taken for its parts. Each item said alone, or with its own
// size, is a mention of its own; the deck's stated size sizes the frame and the decking.
describe('each comma item of an estimator list is its own mention', () => {
  it.each([
    [
      'Tear off existing 12x16 deck, build new PT frame on the old piers, composite decking, vinyl rail 34 LF',
      192,
      34,
    ],
    [
      'Remove existing 14x20 deck and haul off, build new PT frame on existing piers, Trex decking, aluminum railing 40 LF',
      280,
      40,
    ],
    [
      'Deck replacement 16x12: demo existing, new pressure treated frame, composite decking, 36 LF vinyl rail',
      192,
      36,
    ],
  ])('%s', (text, area, rail) => {
    expect(work(text)).toEqual(
      expect.arrayContaining([
        `deck_framing ${area} sq_ft`,
        `composite_deck_boards ${area} sq_ft`,
        `deck_railing ${rail} linear_ft`,
      ]),
    );
  });

  it("a bare item of another trade's kind beside the work still describes the place", () => {
    expect(work('install 4 recessed lights in the basement, 2x4 drop ceiling').join()).not.toContain(
      'ceiling',
    );
  });

  // A list of steps done to one thing ends in participles: "hung, taped and finished" is the drywall said, not a
  // second drywall line.
  it.each([
    'drywall the garage walls, about 600 sq ft, hung taped and finished',
    'sheetrock the bonus room, 600 sq ft of walls, hung, taped and finished ready for paint',
  ])('steps said as participles are the thing done: %s', (text) => {
    expect(work(text).filter((line) => line.startsWith('drywall'))).toEqual([
      'drywall_hang_finish 600 sq_ft',
    ]);
  });
});
