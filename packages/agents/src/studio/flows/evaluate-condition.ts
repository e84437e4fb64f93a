import { evaluateExpression, expressionVariables, parseExpression, QuoinError } from '@quoin/core';

const COMPARISON = /^(.*?)(<=|>=|==|!=|<|>)(.*)$/;

interface Comparison {
  left: string;
  op: string;
  right: string;
}

function invalid(condition: string, reason: string): QuoinError {
  return new QuoinError('INVALID_CONDITION', `Condition "${condition}": ${reason}`, { condition });
}

/**
 * Splits `a > 5 and b == 0 or c < 1` into OR-ed groups of AND-ed comparisons (`and` binds tighter, as in
 * SQL). Each side is a formula of core's expression language, so a condition cannot run code.
 */
function parseCondition(condition: string): Comparison[][] {
  return condition.split(/\s+or\s+/i).map((group) =>
    group.split(/\s+and\s+/i).map((clause) => {
      const match = COMPARISON.exec(clause.trim());
      if (!match) throw invalid(condition, `"${clause.trim()}" needs a comparison (< <= > >= == !=)`);
      const [, left = '', op = '', right = ''] = match;
      if (/[<>=!]/.test(right)) throw invalid(condition, `"${clause.trim()}" has more than one comparison`);
      return { left: left.trim(), op, right: right.trim() };
    }),
  );
}

/** The variable names a condition reads; throws INVALID_CONDITION or INVALID_FORMULA when it cannot parse. */
export function conditionVariables(condition: string): string[] {
  const names = parseCondition(condition).flatMap((group) =>
    group.flatMap((clause) =>
      [clause.left, clause.right].flatMap((side) => expressionVariables(parseExpression(side))),
    ),
  );
  return [...new Set(names)];
}

function compare(op: string, left: number, right: number): boolean {
  if (op === '<') return left < right;
  if (op === '<=') return left <= right;
  if (op === '>') return left > right;
  if (op === '>=') return left >= right;
  if (op === '==') return left === right;
  return left !== right;
}

/** Evaluates a condition over numeric variables: `evaluateCondition('total > 5000000', { total: 6e6 })`. */
export function evaluateCondition(condition: string, variables: Record<string, number>): boolean {
  return parseCondition(condition).some((group) =>
    group.every((clause) =>
      compare(
        clause.op,
        evaluateExpression(clause.left, variables),
        evaluateExpression(clause.right, variables),
      ),
    ),
  );
}

/** A step output as a condition's number: booleans 1/0, lists their length, numeric text its value. */
export function conditionNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}
