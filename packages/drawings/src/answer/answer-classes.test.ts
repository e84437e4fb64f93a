import { describe, expect, it } from 'vitest';
import type { DrawingSet, Region, Sheet } from '../model/drawing-set.ts';
import { DrawingIndex } from '../search/drawing-index.ts';
import { answerQuestion } from './answer-question.ts';
import { roomInTag, sameWord } from './room-inventory.ts';

const box = { x: 0.1, y: 0.1, w: 0.1, h: 0.05 };
const region = (id: string, kind: Region['kind'], label: string): Region => ({
  id,
  kind,
  label,
  bbox: { x: 0, y: 0, w: 1, h: 1 },
  lines: [],
  caption: '',
});

function sheet(number: string, title: string, snippets: [string, string][], fields = {}): Sheet {
  return {
    page: 1,
    number,
    title,
    textClass: 'text',
    widthPt: 2592,
    heightPt: 1728,
    wordCount: 100,
    fields,
    regions: [
      region('page', 'page', 'full sheet'),
      region('q1', 'quadrant', 'top left quadrant'),
      region('tb', 'title_block', 'title block'),
      region('notes', 'notes', 'GENERAL NOTES'),
    ],
    snippets: snippets.map(([regionId, text]) => ({ regionId, text, bbox: box })),
  };
}

const furniture: [string, string][] = [
  ['tb', 'Jane/John Doe'],
  ['q1', '12 Elm St. | Springfield, IL 62701 | 217-555-0134'],
];
const set: DrawingSet = {
  id: 's',
  name: 'house',
  sha256: 'a'.repeat(64),
  fileName: 'house.pdf',
  revision: 1,
  pageCount: 2,
  createdAt: '',
  sheets: [
    sheet(
      'A-101',
      'Second Floor Plan',
      [
        ['q1', 'BEDROOM - WEST 404'],
        ['q1', '10\' - 5 3/8" BEDROOM - EAST 407'],
        ['q1', 'BATH - MASTER 402'],
        ['q1', 'TOILET 405'],
        ['q1', 'OFFICE 410 120 SF'],
        ['q1', 'CLOSET - WALK-IN 403'],
        ['q1', 'LAKE PATIO 101'],
        ['notes', '2. FIELD VERIFY ALL CONDITIONS. NOTIFY ARCHITECT OF ANY DISCREPANCIES.'],
        ['notes', '5. CEILING HEIGHTS ARE MEASURED FROM FINISH FLOOR.'],
        ...furniture,
      ],
      { Drawn: 'MP', Checked: 'SS', Scale: '1/4" = 1\'-0"' },
    ),
    sheet('A-111', '2nd Floor RCP', furniture, { Drawn: 'KL', Scale: '1/4" = 1\'-0"' }),
  ],
};
const index = new DrawingIndex([set]);

describe('answers by class over a hand-built set', () => {
  it.each([
    ['How many bedrooms are there?', /^2 — 404 BEDROOM - WEST; 407 BEDROOM - EAST/],
    ['How many bathrooms does the house have?', /^2 — 402 BATH - MASTER; 405 TOILET/],
    ['How many offices are there?', /^1 — 410 OFFICE/],
    ['Where is the walk-in closet?', /room 403 CLOSET - WALK-IN — on sheet A-101/],
    ['Who is the owner?', /^Jane\/John Doe/],
    ['Who drew sheet A-111?', /^KL \(Drawn, title block of sheet A-111\)/],
    ['Who checked the drawings?', /^SS \(Checked/],
    ["What is the architect's phone number?", /217-555-0134/],
    ['How big is the office?', /^120 SF/],
    ['Which sheet has the reflected ceiling plan?', /^Sheet A-111/],
    // A room's tag is its number, though the tag does not say 'room'.
    ['What room number is the lake patio?', /LAKE PATIO 101/],
  ])('%s', (question, expected) => {
    const answer = answerQuestion(question, index);
    expect(answer.abstained).toBe(false);
    expect(answer.answer).toMatch(expected);
    expect(answer.provenance.length).toBeGreaterThan(0);
  });

  it.each([
    // A note that only mentions the architect names nobody.
    'Who is the architect?',
    'Who is the structural engineer?',
    // No passage prints the bedroom's area; the office's must not stand in for it.
    'What is the square footage of bedroom 404?',
    // A note about how heights are measured gives no height.
    'What is the ceiling height in the office?',
  ])('abstains: %s', (question) => {
    expect(answerQuestion(question, index).abstained).toBe(true);
  });
});

describe('roomInTag', () => {
  it.each([
    ['BEDROOM - WEST 404', { name: 'BEDROOM - WEST', number: '404' }],
    ['OXYGEN ROOM 169 21 SF', { name: 'OXYGEN ROOM', number: '169' }],
    ['10\' - 5 3/8" LAUNDRY 302', { name: 'LAUNDRY', number: '302' }],
    ['CLOSET - WALK-IN8\' - 0" 403', { name: 'CLOSET - WALK-IN', number: '403' }],
    ['REVISION SET 1 (PREBID ADDENDUM)', undefined],
    ['VA FORM 08 - 6231', undefined],
    ['Roof 16\' - 3 1/4"', undefined],
    ['UP 12', undefined],
  ])('%s', (text, expected) => {
    expect(roomInTag(text)).toEqual(expected);
  });

  it.each([
    ['offic', 'office', true],
    ['bath', 'bathroom', false],
    ['bed', 'bedroom', false],
    ['room', 'room', true],
  ])('sameWord(%s, %s) = %s', (a, b, same) => {
    expect(sameWord(a, b)).toBe(same);
  });
});
