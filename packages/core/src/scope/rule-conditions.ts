import type { ClauseFlags } from './scope-phrases.ts';

/** Which actions a rule accepts, as tests of the clause's action flags (shared by every rule list). */
export const build = (x: ClauseFlags) =>
  !x.paint && !x.stain && !x.repair && !x.clean && (!x.remove || x.install || x.replace);
export const fixOrBuild = (x: ClauseFlags) =>
  !x.paint && !x.stain && !x.clean && (!x.remove || x.install || x.replace);
export const repair = (x: ClauseFlags) => x.repair && !x.replace;

export const f = {
  paint: (x: ClauseFlags) => x.paint,
  notPaint: (x: ClauseFlags) => !x.paint && !x.stain,
  removeOnly: (x: ClauseFlags) => x.remove,
  build,
  repair,
  fixOrBuild,
};

/** A rule's text test: the clause does not say the pattern. */
export const not = (pattern: RegExp) => (_x: ClauseFlags, text: string) => !pattern.test(text);
/** A rule's test: every test holds. */
export const and =
  (...tests: ((x: ClauseFlags, text: string) => boolean)[]) =>
  (x: ClauseFlags, text: string) =>
    tests.every((test) => test(x, text));
