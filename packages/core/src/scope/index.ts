// The deterministic scope parser: a job in plain words → a plan the engine prices.

export { replaceNumberWords } from './number-words.ts';
export { findLocation, type ScopeLocation } from './parse-location.ts';
export { findMeasures, type Measure, type MeasureKind } from './parse-quantity.ts';
export { type ParseScopeOptions, parseScope, type ScopeParseResult } from './parse-scope.ts';
export { pitchFactor, ROOM_TYPES, rectangleAreas, roofFromFloorArea } from './room-areas.ts';
