import { describe, expect, it } from 'vitest';
import { evaluateExpression, expressionVariables, parseExpression } from './evaluate-expression.ts';

describe('evaluateExpression', () => {
  it.each([
    ['qty', { qty: 12 }, 12],
    ['ceil(qty / 32 * 1.1)', { qty: 1650 }, 57],
    ['1 + 2 * 3', {}, 7],
    ['(1 + 2) * 3', {}, 9],
    ['10 - 4 - 3', {}, 3],
    ['24 / 4 / 2', {}, 3],
    ['2 ^ 3 ^ 2', {}, 512],
    ['-qty + 5', { qty: 2 }, 3],
    ['-(2 + 3) * 2', {}, -10],
    ['max(1, qty, 3)', { qty: 7 }, 7],
    ['min(qty / 2, 4)', { qty: 20 }, 4],
    ['qty * coats / 350', { qty: 700, coats: 2 }, 4],
    ['.5 * qty', { qty: 4 }, 2],
    ['sqrt(1 + (6/12)^2)', {}, Math.sqrt(1.25)],
  ])('%s', (formula, variables, expected) => {
    expect(evaluateExpression(formula, variables as Record<string, number>)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['qty +', /ends too early/],
    ['qty * (2', /expected "\)"/],
    ['qty ; 2', /unexpected character ";"/],
    ['process.exit(1)', /unexpected character "."|unexpected/],
    ['constructor(1)', /unknown function "constructor"/],
    ['ceil(1, 2)', /takes 1 to 1 arguments/],
    ['height * 2', /unknown variable "height" \(known: qty\)/],
    ['qty / 0', /divides by zero/],
    ['2 3', /unexpected "3"/],
  ])('rejects %s clearly', (formula, message) => {
    expect(() => evaluateExpression(formula, { qty: 1 })).toThrow(message);
  });

  it('names the position of the problem', () => {
    expect(() => parseExpression('qty * $')).toThrow(/position 7/);
  });

  it('does not reach object prototypes through variable names', () => {
    expect(() => evaluateExpression('constructor + 1', {})).toThrow(/unknown variable/);
  });

  it('lists the variables a formula reads', () => {
    expect(expressionVariables(parseExpression('ceil(qty * coats / coverage) + 1'))).toEqual([
      'qty',
      'coats',
      'coverage',
    ]);
  });
});
