import { fewShingles, NEW_ROOF, ROOF_WORDS } from './roof-words.ts';
import { asksForDiagnosis } from './scope-phrases.ts';
import type { RuleTest } from './work-rule.ts';
import type { RuleCondition, RulePhraseSet } from './work-rule-schema.ts';

const PHRASE_SETS: Record<RulePhraseSet, (text: string) => boolean> = {
  diagnosis: asksForDiagnosis,
  fewRoofPieces: (text) => fewShingles().test(text),
  newRoof: (text) => NEW_ROOF.test(text),
  roofWords: (text) => ROOF_WORDS.test(text),
};

/** How the compiler reaches what the condition names: a pattern by its field, a named condition by name. */
export interface ConditionScope {
  regex(field: string, source: string): RegExp;
  named(field: string, name: string): RuleTest;
}

/** The pattern keys: where each looks (the clause or the whole request) and whether it wants them said. */
const TEXT_TESTS = [
  ['textHas', 'text', true],
  ['textLacks', 'text', false],
  ['requestHas', 'request', true],
  ['requestLacks', 'request', false],
] as const;

/** Turns one condition of a rule file into its test; every regex is compiled here, once, at load. */
export function compileRuleCondition(
  condition: RuleCondition,
  scope: ConditionScope,
  path: string,
): RuleTest {
  const tests: RuleTest[] = [];
  const at = (key: string) => `${path}.${key}`;
  if (condition.is !== undefined) tests.push(scope.named(at('is'), condition.is));
  const { actions, notActions } = condition;
  if (actions) tests.push((flags) => actions.some((a) => flags[a]));
  if (notActions) tests.push((flags) => !notActions.some((a) => flags[a]));
  for (const [key, where, wanted] of TEXT_TESTS) {
    const sources = condition[key];
    if (sources === undefined) continue;
    const regexes = Array.isArray(sources)
      ? sources.map((source, i) => scope.regex(at(`${key}.${i}`), source))
      : [scope.regex(at(key), sources)];
    // Has: every pattern is said; lacks: none is.
    tests.push((_f, text, context) => {
      const subject = where === 'text' ? text : context.requestText;
      return wanted ? regexes.every((r) => r.test(subject)) : !regexes.some((r) => r.test(subject));
    });
  }
  const { says, requestSays, rooms } = condition;
  if (says) tests.push((_f, text) => PHRASE_SETS[says](text));
  if (requestSays) tests.push((_f, _t, context) => PHRASE_SETS[requestSays](context.requestText));
  if (rooms) tests.push((_f, _t, context) => (context.rooms.length === 0) === (rooms === 'none'));
  const { pitchAtLeast, pitchOver, pitchGiven, storiesAtLeast } = condition;
  if (pitchAtLeast !== undefined) tests.push((_f, _t, context) => context.pitchRise >= pitchAtLeast);
  if (pitchOver !== undefined) tests.push((_f, _t, context) => context.pitchRise > pitchOver);
  if (pitchGiven !== undefined) tests.push((_f, _t, context) => context.pitchGiven === pitchGiven);
  if (storiesAtLeast !== undefined) tests.push((_f, _t, context) => context.stories >= storiesAtLeast);
  if (condition.any) {
    const options = condition.any.map((c, i) => compileRuleCondition(c, scope, at(`any.${i}`)));
    tests.push((flags, text, context) => options.some((test) => test(flags, text, context)));
  }
  if (condition.not) {
    const negated = compileRuleCondition(condition.not, scope, at('not'));
    tests.push((flags, text, context) => !negated(flags, text, context));
  }
  // Most conditions are one or two tests: no loop for those (the reader tries every rule on every clause).
  const [first, second] = tests;
  if (tests.length === 1 && first) return first;
  if (tests.length === 2 && first && second)
    return (flags, text, context) => first(flags, text, context) && second(flags, text, context);
  return (flags, text, context) => tests.every((test) => test(flags, text, context));
}
