import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { parseEstimateDocument, XLSX_SHEETS } from '@quoin/exports';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from './test-support/run-in-process.ts';
import { makeWorkspace } from './test-support/run-quoin.ts';

const NOW = '2026-11-22T12:00:00.000Z';
const standardFontDataUrl = fileURLToPath(
  new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
);

let cwd: string;
beforeAll(() => {
  cwd = makeWorkspace();
});
const quoin = (...args: string[]) => runInProcess(args, { cwd });

async function engineTotal(name: string, settings = {}): Promise<number> {
  const built = await buildEstimateFromPlan(GOLDEN_PLANS[name]!, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    now: NOW,
    settings,
  });
  return built.totals.grandTotalCents;
}

describe('quoin (in process)', () => {
  it('prints its version and its help with the exit codes', async () => {
    const version = await quoin('--version');
    expect(version.code).toBe(0);
    expect(version.text).toMatch(/^quoin \d+\.\d+\.\d+\n$/);
    const help = await quoin('--help');
    expect(help.code).toBe(0);
    for (const command of ['estimate', 'trades', 'price', 'prices import', 'schema estimate']) {
      expect(help.text).toContain(command);
    }
    expect(help.text).toMatch(/Exit codes:\n {2}0 {2}success\n {2}1 .*\n {2}2 .*usage.*\n {2}3 .*input/);
  });

  it.each(['estimate', 'trades', 'price', 'prices', 'schema'])(
    '%s --help explains the command',
    async (command) => {
      const run = await quoin(command, '--help');
      expect(run.code).toBe(0);
      expect(run.text.startsWith(`Usage: quoin ${command}`)).toBe(true);
      expect(run.stderr).toBe('');
    },
  );

  it.each([
    [['frobnicate'], 2, /No command "frobnicate"/],
    [['estimate', '--plan', 'deck.json', '--bogus'], 2, /Unknown option '--bogus'/],
    [['estimate', '--plan', 'deck.json', '--tax', 'lots'], 2, /--tax must be a percentage/],
    [['estimate', '--plan', 'deck.json', '--format', 'docx'], 2, /--format must be one of table, md, json/],
    [['estimate'], 2, /Describe the job/],
    [['estimate', '--plan', 'missing.json'], 3, /Cannot read the plan missing.json: no such file/],
    [['estimate', '--plan', 'deck.json', '--zip', 'ABCDE'], 3, /ZIP "ABCDE" is not a US ZIP code/],
    [['trades', 'no_such_trade'], 2, /No trade "no_such_trade"/],
    [['price', 'drywall', '--qty', 'lots'], 2, /--qty must be an amount and a unit/],
    [['schema'], 2, /Name the schema/],
    [['estimate', '--plan', 'deck.json', '--template', 'x.hbs'], 2, /add --format pdf/],
  ])('%j exits %i with one line saying what to fix', async (args, code, message) => {
    const run = await quoin(...args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout.length).toBe(0);
  });

  it.each([['share'], ['alternate'], ['template'], ['company']])(
    'points a usage error of quoin %s to its help once',
    async (command) => {
      const run = await quoin(command);
      expect(run.code).toBe(2);
      expect(run.stderr.match(/--help/g)).toHaveLength(1);
    },
  );

  it('names every problem of an invalid plan and exits 3', async () => {
    writeFileSync(
      join(cwd, 'bad-plan.json'),
      JSON.stringify({ title: 'x', groups: [{ name: 'G', items: [] }] }),
    );
    const run = await quoin('estimate', '--plan', 'bad-plan.json');
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^quoin: The plan is not valid/);
  });

  it('shows the stack of an unexpected error only with QUOIN_DEBUG=1', async () => {
    // A template Handlebars cannot parse is still an unexpected error; a missing --out folder now is an input error.
    writeFileSync(join(cwd, 'broken.hbs'), '{{#if}}');
    const args = [
      'estimate',
      '--plan',
      'deck.json',
      '--format',
      'pdf',
      '--template',
      'broken.hbs',
      '--out',
      'x.pdf',
    ];
    const quiet = await runInProcess(args, { cwd });
    expect(quiet.code).toBe(1);
    expect(quiet.stderr).not.toMatch(/\n\s+at /);
    const debug = await runInProcess(args, { cwd, env: { QUOIN_DEBUG: '1' } });
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(/\n\s+at /);
  });

  it('prints the estimate as a table grouped by trade, with no progress when stderr is not a terminal', async () => {
    const run = await quoin('estimate', '--plan', 'bathroom-remodel.json', '--now', NOW);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    for (const heading of ['PLUMBING', 'TILE', 'PAINTING', 'GRAND TOTAL', 'Price sources:', 'Assumptions:']) {
      expect(run.text).toContain(heading);
    }
    expect(run.text).toMatch(/state: (validated|review_required|building) · quality score: \d+\/100/);
    expect(run.text).toMatch(/prices dated \d{4}-\d{2}-\d{2}/);
  });

  it('writes progress to stderr only when it is a terminal', async () => {
    const tty = await runInProcess(['estimate', '--plan', 'fence.json', '--format', 'json'], {
      cwd,
      tty: true,
    });
    expect(tty.code).toBe(0);
    expect(tty.stderr).toMatch(/^Pricing…\n$/);
    expect(JSON.parse(tty.text).schemaVersion).toBe(1);
  });

  it('--format json prints the versioned document with the engine grand total and the settings given', async () => {
    const run = await quoin(
      'estimate',
      '--plan',
      'kitchen-remodel.json',
      '--format',
      'json',
      '--tax',
      '8.25',
      '--labor-markup',
      '30',
      '--now',
      NOW,
    );
    expect(run.code).toBe(0);
    const read = parseEstimateDocument(run.text);
    if (!read.ok) throw new Error(read.problems[0]?.message);
    expect(read.value.schemaVersion).toBe(1);
    expect(read.value.estimate.settings).toMatchObject({ taxRatePercent: 8.25, laborMarkupPercent: 30 });
    expect(read.value.totals.taxCents).toBeGreaterThan(0);
    expect(read.value.totals.grandTotalCents).toBe(
      await engineTotal('kitchen-remodel', { taxRatePercent: 8.25, laborMarkupPercent: 30 }),
    );
  });

  it('--zip overrides the plan location', async () => {
    const run = await quoin('estimate', '--plan', 'deck.json', '--format', 'json', '--zip', '99501');
    const read = parseEstimateDocument(run.text);
    expect(read.ok && read.value.estimate.location?.state).toBe('AK');
  });

  it('schema estimate prints a JSON Schema with totals.grandTotalCents', async () => {
    const run = await quoin('schema', 'estimate');
    expect(run.code).toBe(0);
    const schema = JSON.parse(run.text);
    expect(schema.required).toEqual(['schemaVersion', 'estimate', 'totals']);
    expect(schema.properties.totals.properties.grandTotalCents.type).toBe('integer');
  });

  it('writes csv and md to stdout and xlsx to the --out file, with the same grand total', async () => {
    const expected = await engineTotal('roof-replacement');
    const csv = await quoin('estimate', '--plan', 'roof-replacement.json', '--format', 'csv');
    const grand = csv.text.split('\r\n').find((line) => line.startsWith('total,,,,Grand total'));
    expect(grand).toContain(`,${(expected / 100).toFixed(2)},`);
    const md = await quoin('estimate', '--plan', 'roof-replacement.json', '--format', 'md');
    expect(md.text).toMatch(/^# .+\n/);
    const xlsx = await quoin('estimate', '--plan', 'roof-replacement.json', '--out', 'roof.xlsx');
    expect(xlsx.code).toBe(0);
    expect(xlsx.text).toMatch(/^Wrote roof\.xlsx \(xlsx\)/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(cwd, 'roof.xlsx'));
    const summary = workbook.getWorksheet(XLSX_SHEETS.summary)!;
    const row = summary.getColumn('A').values.indexOf('Grand total');
    const cell = summary.getCell(`B${row}`).value as ExcelJS.CellFormulaValue;
    expect(cell.formula).toMatch(/^SUM\(/);
    expect(Math.round((cell.result as number) * 100)).toBe(expected);
  });

  it('writes a PDF proposal from a replaceable template, and to a pipe when no --out is given', async () => {
    writeFileSync(
      join(cwd, 'mine.hbs'),
      '# {{contractor.name}}\nBid: {{estimate.title}}\n| Total | {{grandTotal}} |\nValid until {{validUntilIso}}\n',
    );
    const run = await quoin(
      'estimate',
      '--plan',
      'fence.json',
      '--format',
      'pdf',
      '--template',
      'mine.hbs',
      '--contractor',
      'Ridge Line Builders',
      '--now',
      NOW,
    );
    expect(run.code).toBe(0);
    expect(run.stdout.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocument({ data: new Uint8Array(run.stdout), standardFontDataUrl, verbosity: 0 })
      .promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    await pdf.destroy();
    expect(text).toContain('Ridge Line Builders');
    expect(text).toContain('Valid until 2026-12-22');
    expect(text).toContain(`Bid: ${GOLDEN_PLANS.fence!.title}`);
  });

  it('lists the trade profiles', async () => {
    const table = await quoin('trades');
    expect(table.code).toBe(0);
    expect(table.text).toMatch(/^ID\s+NAME\s+MINIMUM\s+PERMIT\s+ASSEMBLIES/);
    const json = await quoin('trades', '--format', 'json');
    const trades = JSON.parse(json.text) as { id: string; assemblies: unknown[] }[];
    expect(trades.map((t) => t.id).sort()).toEqual(
      defaultTradeRegistry()
        .all()
        .map((t) => t.id)
        .sort(),
    );
    const one = await quoin('trades', 'painting');
    expect(one.text).toMatch(/assemblies:\n/);
  });

  it('searches prices with confidence, location factor and package math', async () => {
    const run = await quoin(
      'price',
      '1/2 in drywall 4x8',
      '--zip',
      '60614',
      '--qty',
      '400 sq ft',
      '--waste',
      '10',
      '--format',
      'json',
    );
    expect(run.code).toBe(0);
    const result = JSON.parse(run.text);
    const best = result.matches[0];
    expect(best.candidate.confidence).toBe('high');
    expect(best.materialFactor).toBe(result.location.factor.materialFactor);
    expect(best.normalized.packageMath.packagesNeeded).toBe(
      Math.ceil((400 * 1.1) / best.normalized.coveragePerPackage.value),
    );
    const table = await quoin('price', '1/2 in drywall 4x8', '--qty', '400 sq ft');
    expect(table.text).toMatch(/confidence (high|medium|low) \(\d\.\d\d\)/);
    expect(table.text).toMatch(/need: ceil\(400 sq ft × 1 ÷ 32 sq ft\) = 13 → 13 × \$[\d.,]+ = \$/);
  });

  it('prices a job described in words', async () => {
    const run = await quoin(
      'estimate',
      'paint a 12x14 bedroom, walls and ceiling',
      '--zip',
      '60614',
      '--format',
      'json',
    );
    expect(run.code).toBe(0);
    const read = parseEstimateDocument(run.text);
    expect(read.ok && read.value.totals.grandTotalCents).toBeGreaterThan(0);
    const nonsense = await quoin('estimate', 'qwertyuiop asdfghjkl');
    expect(nonsense.code).toBe(3);
  });
});

describe('quoin prices', () => {
  const header = 'sku,name,category,price,package_unit,coverage_qty,coverage_uom,supplier,keywords';
  let home: string;
  const inHome = (...args: string[]) => runInProcess(args, { cwd, env: { QUOIN_HOME: home } });
  beforeAll(() => {
    home = join(cwd, 'prices-home');
  });

  it('refuses a bad file row by row and saves nothing', async () => {
    writeFileSync(
      join(cwd, 'bad.csv'),
      `${header}\nok-1,Paint 1 gal,paint,20.00,gallon,350,sq ft,Acme,\nbad-1,Paint,paint,free,gallon,,,Acme,\nbad-2,Tape,paint,4.00,furlong,,,Acme,\n`,
    );
    const run = await inHome('prices', 'import', 'bad.csv');
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('bad.csv: 2 problem(s); nothing was imported');
    expect(run.stderr).toContain('Row 3, column price');
    expect(run.stderr).toContain('Row 4, column package_unit');
    expect(existsSync(join(home, 'price-list.csv'))).toBe(false);
  });

  it('imports a good file and then prices estimates from it, saying so', async () => {
    writeFileSync(
      join(cwd, 'supplier.csv'),
      `${header}\nacme-egg-1g,Interior latex paint eggshell 1 gal,paint,21.50,gallon,350,sq ft,Acme Paint Supply,wall paint;eggshell;latex paint;interior paint\n`,
    );
    const imported = await inHome('prices', 'import', 'supplier.csv', '--date', '2026-10-01');
    expect(imported.code).toBe(0);
    expect(imported.text).toMatch(/^Imported 1 item\(s\) from supplier\.csv/);
    expect(readFileSync(join(home, 'price-list.csv'), 'utf8')).toContain('acme-egg-1g');
    const show = await inHome('prices');
    expect(show.text).toMatch(/^1 imported item/);

    const run = await inHome('estimate', '--plan', 'interior-painting.json', '--format', 'json');
    const read = parseEstimateDocument(run.text);
    if (!read.ok) throw new Error(read.problems[0]?.message);
    const materials = read.value.estimate.groups.flatMap((g) => g.items.flatMap((i) => i.materials));
    const paint = materials.find((m) => m.provenance.sku === 'acme-egg-1g');
    expect(paint?.priceCents).toBe(2150);
    expect(paint?.provenance).toMatchObject({
      sourceKind: 'price_list',
      supplier: 'Acme Paint Supply',
      priceDate: '2026-10-01',
    });
    expect(paint?.provenance.sourceName).toBe(
      `Your price list supplier.csv (imported ${new Date().toISOString().slice(0, 10)})`,
    );
    expect(paint?.provenance.notes.join(' ')).toContain('imported price list');
    expect(read.value.totals.grandTotalCents).toBeLessThan(await engineTotal('interior-painting'));

    const cleared = await inHome('prices', 'clear');
    expect(cleared.code).toBe(0);
    expect(existsSync(join(home, 'price-list.csv'))).toBe(false);
  });

  it('prices from an imported item worded differently from the catalog, however it scores against the query', async () => {
    // A contractor's own title ("Sherwin Williams … eggshell interior paint") scores below the catalog's,
    // whose wording the trade's search query echoes; both are confidently the product, so the import wins.
    writeFileSync(
      join(cwd, 'worded.csv'),
      `${header}\nsw-egg-1g,Sherwin Williams eggshell interior paint 1 gal,paint,62.99,gallon,350,sq ft,SW store,\n`,
    );
    expect((await inHome('prices', 'import', 'worded.csv')).code).toBe(0);
    const run = await inHome('estimate', 'paint a 12x14 bedroom, walls and ceiling', '--format', 'json');
    const read = parseEstimateDocument(run.text);
    if (!read.ok) throw new Error(read.problems[0]?.message);
    const materials = read.value.estimate.groups.flatMap((g) => g.items.flatMap((i) => i.materials));
    const paint = materials.find((m) => m.provenance.sku === 'sw-egg-1g');
    expect(paint?.priceCents).toBe(6299);
    expect(paint?.provenance.sourceKind).toBe('price_list');
    await inHome('prices', 'clear');
  });
});
