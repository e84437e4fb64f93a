import { describe, expect, it } from 'vitest';
import { figuresOf, improveLetter, improveLetterOffline } from './improve-letter.ts';

describe('improveLetterOffline', () => {
  it.each([
    [
      'Hey Dana, we need the tile choice ASAP.',
      'formal',
      'Dear Dana, we need the tile choice at your earliest convenience.',
    ],
    ["Thanks, we can't start Monday.", 'formal', 'Thank you, we cannot start Monday.'],
    ["Thanks, we can't start Monday.", 'neutral', "Thank you, we can't start Monday."],
    ["Thanks, we can't start Monday.", 'casual', "Thanks, we can't start Monday."],
    ['Pls pay invoice 1042!!!', 'formal', 'Please pay invoice 1042!'],
    ['FYI the permit  is in.', 'formal', 'For your information the permit is in.'],
    ['The hinge is fine.', 'formal', 'The hinge is fine.'],
  ] as const)('%s (%s)', (text, formality, expected) => {
    expect(improveLetterOffline({ text, formality }).text).toBe(expected);
  });

  it('says tone needs a model', () => {
    const result = improveLetterOffline({ text: 'Pay now.', tone: 1 });
    expect(result.mode).toBe('offline');
    expect(result.notes.join(' ')).toContain('need a model');
  });
});

describe('improveLetter with a model', () => {
  const letter = 'Hey Dana, invoice 1042 for $2,910.00 was due 2026-11-10. Pls pay.';

  it('uses the scripted model rewrite when it keeps every figure', async () => {
    const prompts: string[] = [];
    const result = await improveLetter({ text: letter, tone: 1 }, async ({ user }) => {
      prompts.push(user);
      return 'Dear Dana, invoice 1042 for $2,910.00 was due on 2026-11-10. Please remit payment promptly.';
    });
    expect(result.mode).toBe('model');
    expect(result.text).toContain('Please remit payment promptly.');
    expect(prompts[0]).toContain('Tone: firm and unambiguous. Formality: formal.');
  });

  it('refuses a rewrite that changes a dollar amount, keeping the offline pass', async () => {
    const result = await improveLetter(
      { text: letter },
      async () => 'Dear Dana, please pay the $2,190.00 due.',
    );
    expect(result.mode).toBe('offline');
    expect(result.text).toBe('Dear Dana, invoice 1042 for $2,910.00 was due 2026-11-10. Please pay.');
    expect(result.notes[0]).toContain('refused');
  });

  it('reads figures: money, dates, numbers', () => {
    expect(figuresOf('Pay $1,200.50 by 2026-12-01, 5% late fee.')).toEqual(
      ['$1,200.50', '12', '2026', '5%', '01'].sort(),
    );
  });
});
