/** What a customer asks done to a thing, as a clause's action flags (see `ClauseFlags`); a leaf module. */
export const ACTIONS = [
  'paint',
  'stain',
  'remove',
  'repair',
  'replace',
  'install',
  'clean',
  'refinish',
] as const;
