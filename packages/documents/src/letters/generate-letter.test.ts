import { pdfText, sampleEstimate } from '@quoin/testkit';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateLetter } from './generate-letter.ts';
import { LETTER_TYPES, letterTemplate } from './letter-templates.ts';

const TODAY = '2026-11-25T15:00:00Z';
const PARTIES = {
  contractor: {
    name: 'Ridgeline Remodeling LLC',
    address: '410 J St, Sacramento, CA 95814',
    phone: '(916) 555-0142',
  },
  recipient: { name: 'Dana Whitfield' },
  project: { address: '2218 Capitol Ave, Sacramento, CA 95816' },
};

describe('letter templates', () => {
  it.each(LETTER_TYPES)('%s loads, validated', (type) => {
    const template = letterTemplate(type);
    expect(template.id).toBe(type);
    expect(template.fields.some((field) => field.required)).toBe(true);
  });
});

describe('generateLetter', () => {
  it('writes a change order from the estimate: price, revised contract sum, days added, Markdown and PDF', async () => {
    // The sample estimate: 850.00 + 90 × 14.00 + 40 × 12.00 + 320.00 = $2,910.00, no markups.
    const letter = await generateLetter(
      {
        letterType: 'change_order',
        estimate: sampleEstimate(),
        ...PARTIES,
        details: {
          changeOrderNumber: 3,
          reason: 'rot found behind the tub surround',
          originalContractSumCents: 2_450_000,
          daysAdded: 2,
        },
      },
      TODAY,
    );
    expect(letter.missingFields).toEqual([]);
    expect(letter.markdown).toContain('# Change Order No. 3');
    expect(letter.markdown).toContain('Date: November 25, 2026');
    expect(letter.markdown).toContain('Project: Hall bathroom remodel, 2218 Capitol Ave');
    expect(letter.markdown).toContain('- Tile: $1,740.00');
    expect(letter.markdown).toContain('Price of this change: $2,910.00');
    expect(letter.markdown).toContain('Original contract sum: $24,500.00');
    expect(letter.markdown).toContain('Revised contract sum, including this change: $27,410.00');
    expect(letter.markdown).toContain('extended by 2 working days');
    expect(letter.files.map((file) => file.fileName)).toEqual([
      'change-order-2026-11-25.md',
      'change-order-2026-11-25.pdf',
    ]);
    const pdf = Buffer.from(letter.files[1]?.content ?? '', 'base64');
    const text = await pdfText(pdf);
    expect(text).toContain('Change Order No. 3');
    expect(text).toContain('$27,410.00');
  });

  it('names every blank it cannot fill offline, and refuses in strict mode', async () => {
    const input = {
      letterType: 'rfi' as const,
      contractor: { name: 'Ridgeline Remodeling LLC' },
      formats: ['markdown' as const],
    };
    const letter = await generateLetter(input, TODAY);
    expect(letter.missingFields.map((field) => field.path)).toEqual([
      'recipient.name',
      'project.name',
      'details.rfiNumber',
      'details.question',
      'details.responseNeededBy',
    ]);
    expect(letter.markdown).toContain('[details.question: The question]');
    await expect(generateLetter({ ...input, strict: true }, TODAY)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('The question (details.question)'),
    });
  });

  it.each([
    ['CA', 'Preliminary Notice', 'Cal. Civ. Code'],
    ['FL', 'Notice to Owner', 'Fla. Stat. § 713.06'],
    ['Ohio', 'Preliminary Notice', 'Quoin holds no preliminary notice rule for Ohio'],
  ])('preliminary lien notice in %s names the state and its rule', async (state, heading, rule) => {
    const letter = await generateLetter(
      {
        letterType: 'preliminary_lien_notice',
        estimate: sampleEstimate(),
        ...PARTIES,
        project: { ...PARTIES.project, state },
        details: { firstFurnishedOn: 'December 1, 2026' },
        formats: ['markdown'],
      },
      TODAY,
    );
    expect(letter.markdown).toContain(`# ${heading}`);
    expect(letter.markdown).toContain(rule);
    expect(letter.missingFields).toEqual([]);
  });

  it('takes the lien notice state from the estimate location, and rejects a place that is no state', async () => {
    const base = {
      letterType: 'preliminary_lien_notice' as const,
      estimate: sampleEstimate(),
      ...PARTIES,
      details: { firstFurnishedOn: 'December 1, 2026' },
      formats: ['markdown' as const],
    };
    expect((await generateLetter(base, TODAY)).markdown).toContain('State of California');
    await expect(
      generateLetter({ ...base, project: { ...PARTIES.project, state: 'Narnia' } }, TODAY),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('counts the days a payment is past due and defaults the amount to the estimate total', async () => {
    const letter = await generateLetter(
      {
        letterType: 'payment_reminder',
        estimate: sampleEstimate(),
        ...PARTIES,
        project: { name: 'Whitfield bath' },
        details: { invoiceNumber: 'INV-1042', dueDate: '2026-11-10' },
        formats: ['markdown'],
      },
      TODAY,
    );
    expect(letter.markdown).toContain(
      'in the amount of $2,910.00, was due on 2026-11-10 and is now 15 days past due',
    );
  });

  it.each([
    ['proposal_cover_letter', { validDays: 30 }, 'this price holds for 30 days'],
    [
      'notice_of_delay',
      { cause: 'a county inspection backlog', startedOn: 'November 20, 2026', expectedDays: 4 },
      'last 4 working days',
    ],
    [
      'substantial_completion',
      { completedOn: 'November 24, 2026', punchList: '- Caulk tub\n- Touch-up paint' },
      '- Touch-up paint',
    ],
  ] as const)('%s fills from the estimate and the details', async (letterType, details, expected) => {
    const letter = await generateLetter(
      { letterType, estimate: sampleEstimate(), ...PARTIES, details, formats: ['markdown'] },
      TODAY,
    );
    expect(letter.missingFields).toEqual([]);
    expect(letter.markdown).toContain(expected);
  });

  it('a letter that quotes a price says the estimate is missing instead of printing nothing', async () => {
    const letter = await generateLetter(
      { letterType: 'proposal_cover_letter', ...PARTIES, formats: ['markdown'] },
      TODAY,
    );
    expect(letter.missingFields.map((field) => field.path)).toEqual(['estimate']);
    expect(letter.markdown).toContain('The proposal total is [estimate: the estimate the price comes from]');
  });

  it('writes the letter as DOCX too', async () => {
    const letter = await generateLetter(
      {
        letterType: 'substantial_completion',
        estimate: sampleEstimate(),
        ...PARTIES,
        details: { completedOn: 'November 24, 2026' },
        formats: ['docx'],
      },
      TODAY,
    );
    expect(letter.files.map((file) => [file.fileName, file.mediaType])).toEqual([
      [
        'certificate-of-substantial-completion-2026-11-25.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ]);
    const entries = unzipSync(new Uint8Array(Buffer.from(letter.files[0]?.content ?? '', 'base64')));
    const xml = strFromU8(entries['word/document.xml'] ?? new Uint8Array());
    expect(xml).toContain('Certificate of Substantial Completion');
    expect(xml).toContain('substantially complete on November 24, 2026');
  });
});
