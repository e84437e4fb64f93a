import { describe, expect, it } from 'vitest';
import { draftLetter } from './draft-letter.ts';
import { generateLetter } from './generate-letter.ts';

const TEMPLATE = [
  '# Notice of Delay',
  'Date: November 25, 2026',
  'The work is delayed by 4 working days because [details.cause: cause of the delay].',
  'Amount held: $1,200.00',
].join('\n');
const ASK = {
  description: 'The tile is back-ordered until December 9.',
  tone: 0.8,
  formality: 'formal' as const,
};

describe('draftLetter', () => {
  it.each([
    [
      'keeps every figure and blank, adds one the description states',
      TEMPLATE.replace('delayed by', 'held up by').concat('\nThe tile arrives December 9.'),
      'model',
      /Drafted by the model/,
    ],
    ['an empty draft', '', 'offline', /the draft was empty/],
    [
      'a changed amount',
      TEMPLATE.replace('$1,200.00', '$1,250.00'),
      'offline',
      /dropped or changed \$1,200\.00.*added \$1,250\.00/,
    ],
    ['an invented date', `${TEMPLATE}\nWe will finish by January 15.`, 'offline', /added 15/],
    [
      'a blank filled in',
      TEMPLATE.replace('[details.cause: cause of the delay]', 'weather'),
      'offline',
      /filled or dropped the blank \[details\.cause/,
    ],
  ])('%s', async (_name, answer, mode, note) => {
    const draft = await draftLetter(TEMPLATE, ASK, async () => answer);
    expect(draft.mode).toBe(mode);
    expect(draft.notes[0]).toMatch(note);
    expect(draft.markdown.trim()).toBe(mode === 'model' ? answer.trim() : TEMPLATE);
  });
});

describe('generateLetter with a description', () => {
  it('offline: the filled template with every blank named, and a note that drafting needs a model', async () => {
    const letter = await generateLetter(
      {
        letterType: 'notice_of_delay',
        description: 'tile back-ordered',
        formats: ['markdown'],
        date: '2026-11-25',
      },
      '2026-11-25T00:00:00Z',
    );
    expect(letter.mode).toBe('offline');
    expect(letter.notes).toEqual([
      'Offline: the filled template; set QUOIN_MODEL to draft from the description, tone and formality.',
    ]);
    expect(letter.missingFields.length).toBeGreaterThan(0);
    for (const field of letter.missingFields)
      expect(letter.markdown).toContain(`[${field.path}: ${field.label}]`);
  });

  it('asks no model when nothing calls for a draft', async () => {
    const letter = await generateLetter(
      { letterType: 'rfi', formats: ['markdown'] },
      '2026-11-25T00:00:00Z',
      () => {
        throw new Error('the model was asked');
      },
    );
    expect(letter).toMatchObject({ mode: 'offline', notes: [] });
  });
});
