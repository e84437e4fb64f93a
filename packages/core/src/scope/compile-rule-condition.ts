import { fewShingles, NEW_ROOF, ROOF_WORDS } from './roof-words.ts';
import type { ClauseContext } from './scope-context.ts';
import { asksForDiagnosis, type ClauseFlags } from './scope-phrases.ts';
import type { RuleCondition, RulePhraseSet } from './work-rule-schema.ts';

/** A compiled condition: whether a rule applies to a clause (its flags, its text, the whole request). */
export type RuleTest = (flags: ClauseFlags, text: string, context: ClauseContext) => boolean;

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
  const textTest = (key: 'textHas' | 'textLacks' | 'requestHas' | 'requestLacks', wanted: boolean) => {
    const sources = condition[key];
    if (sources === undefined) return;
    const list = Array.isArray(sources) ? sources : [sources];
    const regexes = list.map((source, i) =>
      scope.regex(Array.isArray(sources) ? at(`${key}.${i}`) : at(key), source),
    );
    const inText = key.startsWith('text');
    // Has: every pattern is said; lacks: none is.
    tests.push((_f, text, context) => {
      const subject = inText ? text : context.requestText;
      return wanted ? regexes.every((r) => r.test(subject)) : !regexes.some((r) => r.test(subject));
    });
  };
  textTest('textHas', true);
  textTest('textLacks', false);
  textTest('requestHas', true);
  textTest('requestLacks', false);
  const { says, requestSays, rooms } = condition;
  if (says) tests.push((_f, text) => PHRASE_SETS[says](text));
  if (requestSays) tests.push((_f, _t, context) => PHRASE_SETS[requestSays](context.requestText));
  if (rooms) tests.push((_f, _t, context) => (context.rooms.length === 0) === (rooms === 'none'));
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
