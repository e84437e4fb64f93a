import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Redactor } from './redactor.ts';

describe('Redactor', () => {
  it.each([
    ['Call me at (512) 555-0142 about the deck', 'Call me at ⟦PHONE_1⟧ about the deck'],
    ['text 512.555.0142 or +1 512 555 0142', 'text ⟦PHONE_1⟧ or ⟦PHONE_2⟧'],
    ['mail jane.doe+bids@example.com today', 'mail ⟦EMAIL_1⟧ today'],
    ['job at 1207 West Oak Street, Austin TX 78704', 'job at ⟦ADDRESS_1⟧, Austin TX 78704'],
    ['4410 N Lamar Blvd Apt 3B in 78756', '⟦ADDRESS_1⟧ in 78756'],
  ])('detects %j', (text, expected) => {
    expect(new Redactor().redact(text)).toBe(expected);
  });

  it.each([
    'Paint a 12x14 bedroom in 78704',
    'replace 3 windows, 36x60 in, 1,650 sq ft, $4,500 budget',
    'a 50-gallon gas water heater at ZIP 60614',
    'tear off 20 squares, 6/12 pitch, 180 linear feet of gutter',
  ])('leaves estimating text alone: %j', (text) => {
    expect(new Redactor().redact(text)).toBe(text);
  });

  it('replaces flagged names and amounts, longest first, with stable tokens', () => {
    const redactor = new Redactor({
      flagged: [
        { kind: 'NAME', value: 'Jane' },
        { kind: 'NAME', value: 'Jane Smith' },
        { kind: 'AMOUNT', value: '$18,400' },
      ],
    });
    const text = 'Jane Smith accepted $18,400; Jane will pay on Friday. Jane Smith signs.';
    const redacted = redactor.redact(text);
    expect(redacted).toBe('⟦NAME_1⟧ accepted ⟦AMOUNT_1⟧; ⟦NAME_2⟧ will pay on Friday. ⟦NAME_1⟧ signs.');
    expect(redactor.restore(redacted)).toBe(text);
  });

  it('restores exactly what it redacted, for any text around the values', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const redactor = new Redactor({ flagged: [{ kind: 'NAME', value: 'Ana Ruiz' }] });
        const text = `${before} Ana Ruiz, ana@ruiz.dev, 303-555-0188 ${after}`;
        const redacted = redactor.redact(text);
        expect(redacted).not.toContain('Ana Ruiz');
        expect(redacted).not.toContain('ana@ruiz.dev');
        expect(redactor.restore(redacted)).toBe(text);
      }),
    );
  });

  it('holds back a token that has arrived only in part', () => {
    const redactor = new Redactor();
    redactor.redact('mail bob@example.com');
    expect(redactor.restorePrefix('write to ⟦EMA')).toEqual({ ready: 'write to ', held: '⟦EMA' });
    expect(redactor.restorePrefix('⟦EMAIL_1⟧ now')).toEqual({ ready: 'bob@example.com now', held: '' });
  });

  it('escapes restored values inside JSON', () => {
    const redactor = new Redactor({ flagged: [{ kind: 'NAME', value: 'Dwayne "The Rock" Lee' }] });
    const json = JSON.stringify({ customer: redactor.redact('Dwayne "The Rock" Lee') });
    expect(JSON.parse(redactor.restore(json, (value) => JSON.stringify(value).slice(1, -1)))).toEqual({
      customer: 'Dwayne "The Rock" Lee',
    });
  });

  it('leaves the bytes of a file part alone and redacts the text around it', () => {
    const prompt = [
      { type: 'file', mediaType: 'image/png', data: 'iVBOR5125550142xyz' },
      { type: 'text', text: 'photo from 512-555-0142' },
    ];
    expect(new Redactor().redactDeep(prompt)).toEqual([
      { type: 'file', mediaType: 'image/png', data: 'iVBOR5125550142xyz' },
      { type: 'text', text: 'photo from ⟦PHONE_1⟧' },
    ]);
  });
});
