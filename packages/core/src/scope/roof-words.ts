/** A whole new roof said outright: "replace my roof", "new roof", "reroof", "20 squares", "roof replacement". */
export const NEW_ROOF =
  /\b(?:re ?roof|re ?shingl\w*|roof replacement|(?:replac\w*|new|redo|redoing) (?:(?:my|the|our|a|whole|entire|complete) )*(?:asphalt |shingle |architectural )*roof\b(?! (?:vents?|flashing|deck(?:ing)?|repair|leak))|\d+(?:\.\d+)? squares?\b)/;

/** "3 shingles", "some missing shingles", "a few slates" (number words already digits): a part of the roof. */
export const FEW_SHINGLES =
  /\b(?:[1-9]|1\d|some|several|missing|loose|damaged) (?:(?:missing|loose|damaged|broken|cracked|torn) )?(?:shingles?|slates?|roof tiles?)\b/;

export const ROOF_WORDS = /\b(?:roof(?:er|ers|ing)?|re ?roof(?:ing)?|(?:re ?)?shingl(?:e|es|ed|ing))\b/;
