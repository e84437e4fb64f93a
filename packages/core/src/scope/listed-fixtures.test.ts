import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// Two fixtures of one trade listed under one verb are two lines (#13): a kind the lexicon names beside a rule's
// reading is kept when the two are joined by "and", even where either carries words of its kind the rule did not
// read ("a grease trap and a floor sink" dropped the grease trap). Code: lexicon-work.ts listedBeside.

warmUpReader();

describe('two fixtures of one trade under one verb are both priced', () => {
  it.each([
    ['install a grease trap and a floor sink', ['grease_trap_install', 'sink_replace']],
    ['install a floor sink and a grease trap', ['sink_replace', 'grease_trap_install']],
    ['install a hand sink and a three compartment sink', ['hand_sink', 'compartment_sink']],
    ['add an ejector pump and a new toilet', ['sewage_ejector_pump', 'toilet_replace']],
  ])('%s', (text, kinds) => {
    expect(readKinds(text)).toEqual(kinds);
  });
  it('a part said "with" the work is no second fixture', () => {
    expect(readKinds('a new roof with ice and water shield')).toEqual([
      'asphalt_shingle_reroof',
      'shingle_tear_off',
    ]);
  });
});
