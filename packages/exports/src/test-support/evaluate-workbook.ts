import type ExcelJS from 'exceljs';

/**
 * A small evaluator for the formulas the XLSX export writes (cell references, same-sheet and quoted-sheet
 * references, ranges inside SUM, ROUND, + - * / and parentheses), so tests can recompute a workbook the way
 * Excel would instead of trusting the cached results.
 */
export function workbookEvaluator(workbook: ExcelJS.Workbook) {
  const overrides = new Map<string, number>();
  const key = (sheet: string, address: string) => `${sheet}!${address}`;

  function cellValue(sheetName: string, address: string, stack: Set<string>): number {
    const id = key(sheetName, address);
    const override = overrides.get(id);
    if (override !== undefined) return override;
    if (stack.has(id)) throw new Error(`circular reference at ${id}`);
    const sheet = workbook.getWorksheet(sheetName);
    if (!sheet) throw new Error(`no sheet ${sheetName}`);
    const value = sheet.getCell(address).value;
    if (value === null || value === undefined || value === '') return 0;
    if (typeof value === 'number') return value;
    if (typeof value === 'object' && 'formula' in value && typeof value.formula === 'string') {
      return evaluate(value.formula, sheetName, new Set([...stack, id]));
    }
    throw new Error(`${id} holds ${JSON.stringify(value)}, not a number`);
  }

  function rangeValues(sheetName: string, from: string, to: string, stack: Set<string>): number[] {
    const [fromColumn, fromRow] = splitAddress(from);
    const [toColumn, toRow] = splitAddress(to);
    const values: number[] = [];
    for (let c = fromColumn.charCodeAt(0); c <= toColumn.charCodeAt(0); c += 1) {
      for (let r = fromRow; r <= toRow; r += 1)
        values.push(cellValue(sheetName, `${String.fromCharCode(c)}${r}`, stack));
    }
    return values;
  }

  function evaluate(formula: string, sheetName: string, stack: Set<string>): number {
    const tokens =
      formula.match(/'[^']+'!|[A-Za-z]+!|[A-Z]+\d+(?::[A-Z]+\d+)?|\d+(?:\.\d+)?|[A-Z]+(?=\()|[-+*/(),]/g) ??
      [];
    let position = 0;
    const peek = () => tokens[position];
    const next = () => tokens[position++] ?? '';
    const expect = (token: string) => {
      if (next() !== token) throw new Error(`expected ${token} in ${formula}`);
    };
    function list(): number[] {
      const values: number[] = [];
      let sheet = sheetName;
      const token = peek() ?? '';
      if (token.endsWith('!')) {
        sheet = next().replace(/^'|'?!$/g, '');
      }
      const reference = peek() ?? '';
      if (/^[A-Z]+\d+:[A-Z]+\d+$/.test(reference)) {
        next();
        const [from, to] = reference.split(':') as [string, string];
        values.push(...rangeValues(sheet, from, to, stack));
      } else {
        if (sheet !== sheetName) position -= 1;
        values.push(expression());
      }
      return values;
    }
    function primary(): number {
      const token = next();
      if (token === '(') {
        const value = expression();
        expect(')');
        return value;
      }
      if (token === '-') return -primary();
      if (/^\d/.test(token)) return Number(token);
      if (token.endsWith('!')) return cellValue(token.replace(/^'|'?!$/g, ''), next(), stack);
      if (/^[A-Z]+\d+$/.test(token)) return cellValue(sheetName, token, stack);
      if (token === 'SUM' || token === 'ROUND') {
        expect('(');
        const args: number[] = [...list()];
        while (peek() === ',') {
          next();
          args.push(...list());
        }
        expect(')');
        if (token === 'SUM') return args.reduce((sum, value) => sum + value, 0);
        const [value = 0, digits = 0] = args;
        const factor = 10 ** digits;
        // Excel rounds half away from zero on the decimal value it shows (15 significant digits).
        return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
      }
      throw new Error(`cannot evaluate ${token} in ${formula}`);
    }
    function term(): number {
      let value = primary();
      while (peek() === '*' || peek() === '/') value = next() === '*' ? value * primary() : value / primary();
      return value;
    }
    function expression(): number {
      let value = term();
      while (peek() === '+' || peek() === '-') value = next() === '+' ? value + term() : value - term();
      return value;
    }
    const value = expression();
    if (position !== tokens.length) throw new Error(`unparsed rest of ${formula}`);
    return value;
  }

  return {
    /** The cell's value computed from its formula (or its plain value). */
    valueOf: (sheet: string, address: string) => cellValue(sheet, address, new Set()),
    /** Pretends a user typed a new number into a cell. */
    set: (sheet: string, address: string, value: number) => overrides.set(key(sheet, address), value),
  };
}

function splitAddress(address: string): [string, number] {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`bad address ${address}`);
  return [match[1]!, Number(match[2])];
}
