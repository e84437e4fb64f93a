import { QuoinError } from '../quoin-error.ts';

/**
 * A small arithmetic language for quantity formulas in trade profiles: numbers, variables, + - * / ^,
 * parentheses, unary minus and the functions below. It is parsed by hand (never eval or Function) so a
 * profile cannot run code, and every error names the formula and the position.
 */

const FUNCTIONS: Record<string, { arity: [number, number]; apply: (...args: number[]) => number }> = {
  ceil: { arity: [1, 1], apply: Math.ceil },
  floor: { arity: [1, 1], apply: Math.floor },
  round: { arity: [1, 1], apply: Math.round },
  abs: { arity: [1, 1], apply: Math.abs },
  sqrt: { arity: [1, 1], apply: Math.sqrt },
  min: { arity: [1, 16], apply: Math.min },
  max: { arity: [1, 16], apply: Math.max },
};

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number };

export type Expression =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: string; at: number }
  | { kind: 'unary'; operand: Expression }
  | { kind: 'binary'; op: string; left: Expression; right: Expression }
  | { kind: 'call'; name: string; args: Expression[]; at: number };

function fail(formula: string, at: number, reason: string): never {
  throw new QuoinError('INVALID_FORMULA', `Formula "${formula}" at position ${at + 1}: ${reason}`, {
    formula,
    position: at + 1,
  });
}

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([A-Za-z_][A-Za-z0-9_]*)|(\S))/y;
  let match: RegExpExecArray | null;
  pattern.lastIndex = 0;
  while (pattern.lastIndex < formula.length) {
    const start = pattern.lastIndex;
    match = pattern.exec(formula);
    if (!match) break;
    const at = start + (match[0].length - match[0].trimStart().length);
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]), at });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2], at });
    else if (match[3] !== undefined) {
      if (!'+-*/^(),'.includes(match[3])) fail(formula, at, `unexpected character "${match[3]}"`);
      tokens.push({ kind: 'op', value: match[3], at });
    }
  }
  return tokens;
}

const BINARY_PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };

/** Parses a formula into a tree; throws INVALID_FORMULA with the position of the first problem. */
export function parseExpression(formula: string): Expression {
  const tokens = tokenize(formula);
  let index = 0;
  const peek = () => tokens[index];
  const endAt = formula.length;

  function expectOp(value: string): void {
    const token = peek();
    if (token?.kind !== 'op' || token.value !== value) {
      fail(formula, token?.at ?? endAt, `expected "${value}"`);
    }
    index++;
  }

  function parsePrimary(): Expression {
    const token = peek();
    if (!token) fail(formula, endAt, 'the formula ends too early');
    index++;
    if (token.kind === 'number') return { kind: 'number', value: token.value };
    if (token.kind === 'op' && token.value === '-') return { kind: 'unary', operand: parseBinary(3) };
    if (token.kind === 'op' && token.value === '(') {
      const inner = parseBinary(1);
      expectOp(')');
      return inner;
    }
    if (token.kind === 'name') {
      if (peek()?.kind === 'op' && peek()?.value === '(') {
        index++;
        const args: Expression[] = [];
        if (!(peek()?.kind === 'op' && peek()?.value === ')')) {
          args.push(parseBinary(1));
          while (peek()?.kind === 'op' && peek()?.value === ',') {
            index++;
            args.push(parseBinary(1));
          }
        }
        expectOp(')');
        const fn = Object.hasOwn(FUNCTIONS, token.value) ? FUNCTIONS[token.value] : undefined;
        if (!fn) fail(formula, token.at, `unknown function "${token.value}"`);
        if (args.length < fn.arity[0] || args.length > fn.arity[1]) {
          fail(
            formula,
            token.at,
            `${token.value}() takes ${fn.arity.join(' to ')} arguments, got ${args.length}`,
          );
        }
        return { kind: 'call', name: token.value, args, at: token.at };
      }
      return { kind: 'variable', name: token.value, at: token.at };
    }
    return fail(formula, token.at, `unexpected "${token.value}"`);
  }

  // Precedence climbing: ^ binds tightest and is right-associative; the others are left-associative.
  function parseBinary(minPrecedence: number): Expression {
    let left = parsePrimary();
    for (;;) {
      const token = peek();
      if (token?.kind !== 'op') break;
      const precedence = BINARY_PRECEDENCE[token.value];
      if (precedence === undefined || precedence < minPrecedence) break;
      index++;
      const right = parseBinary(token.value === '^' ? precedence : precedence + 1);
      left = { kind: 'binary', op: token.value, left, right };
    }
    return left;
  }

  const tree = parseBinary(1);
  const rest = peek();
  if (rest) fail(formula, rest.at, `unexpected "${rest.value}"`);
  return tree;
}

/** Names of the variables a formula reads, for checking profiles at load time. */
export function expressionVariables(tree: Expression): string[] {
  switch (tree.kind) {
    case 'number':
      return [];
    case 'variable':
      return [tree.name];
    case 'unary':
      return expressionVariables(tree.operand);
    case 'binary':
      return [...expressionVariables(tree.left), ...expressionVariables(tree.right)];
    case 'call':
      return tree.args.flatMap(expressionVariables);
  }
}

function evaluateTree(tree: Expression, variables: Record<string, number>, formula: string): number {
  switch (tree.kind) {
    case 'number':
      return tree.value;
    case 'variable': {
      const value = Object.hasOwn(variables, tree.name) ? variables[tree.name] : undefined;
      if (value === undefined) {
        const known = Object.keys(variables).join(', ') || 'none';
        fail(formula, tree.at, `unknown variable "${tree.name}" (known: ${known})`);
      }
      return value;
    }
    case 'unary':
      return -evaluateTree(tree.operand, variables, formula);
    case 'binary': {
      const left = evaluateTree(tree.left, variables, formula);
      const right = evaluateTree(tree.right, variables, formula);
      if (tree.op === '+') return left + right;
      if (tree.op === '-') return left - right;
      if (tree.op === '*') return left * right;
      if (tree.op === '^') return left ** right;
      if (right === 0)
        throw new QuoinError('INVALID_FORMULA', `Formula "${formula}" divides by zero`, { formula });
      return left / right;
    }
    case 'call': {
      const args = tree.args.map((arg) => evaluateTree(arg, variables, formula));
      return FUNCTIONS[tree.name]!.apply(...args);
    }
  }
}

/** Evaluates a formula: `evaluateExpression('ceil(qty / 32 * 1.1)', { qty: 1650 }) === 57`. */
export function evaluateExpression(formula: string, variables: Record<string, number>): number {
  const result = evaluateTree(parseExpression(formula), variables, formula);
  if (!Number.isFinite(result)) {
    throw new QuoinError('INVALID_FORMULA', `Formula "${formula}" does not give a finite number`, {
      formula,
    });
  }
  return result;
}
