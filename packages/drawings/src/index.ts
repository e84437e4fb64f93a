// Public API of @quoin/drawings: ingest PDF drawing sets into sheets and regions, answer questions offline
// with sheet/region/bbox provenance, and score labelled question sets.
export { answerCount } from './answer/answer-count.ts';
export { answerExtractive } from './answer/answer-extractive.ts';
export { answerFromLegend, answerFromSchedule } from './answer/answer-from-schedules.ts';
export {
  type AnswerCache,
  type AskOptions,
  answerQuestion,
  assertValidQuestion,
  MAX_QUESTION_CHARS,
} from './answer/answer-question.ts';
export {
  answerWithModel,
  type DrawingModel,
  type DrawingModelReply,
} from './answer/answer-with-model.ts';
export { classifyIntent } from './answer/classify-intent.ts';
export {
  type AnswerUsage,
  type Draft,
  type DrawingAnswer,
  INTENTS,
  type Intent,
  NO_USAGE,
  type Provenance,
  provenanceOf,
} from './answer/drawing-answer.ts';
export { checkSufficiency, type Sufficiency } from './answer/evidence-sufficiency.ts';
export {
  type CaptionCachePort,
  captionWithVision,
  VISION_PROMPT,
  type VisionOptions,
  type VisionPort,
} from './captions/vision-captions.ts';
export { type LabelledQuestion, parseLabelledQuestions } from './eval/labelled-question.ts';
export { formatEvalReport, runEval } from './eval/run-eval.ts';
export {
  type EvalReport,
  percentile,
  type QuestionResult,
  scoreAnswer,
  summarize,
} from './eval/score-answers.ts';
export {
  type IngestInput,
  type IngestProgress,
  ingestDrawingSet,
  sha256Hex,
} from './ingest/ingest-drawing-set.ts';
export { type OcrEngine, type OcrWord, tesseractEngine } from './ingest/ocr-engine.ts';
export { assertLooksLikePdf } from './ingest/read-pdf-pages.ts';
export {
  type AddSetInput,
  type AddSetResult,
  addDrawingSet,
  askDrawings,
  indexFor,
  loadDrawingSets,
  resolveSet,
} from './library/drawing-library.ts';
export type {
  DrawingStorePort,
  StoredQuestion,
  StoredSetInput,
  StoredSetSummary,
} from './library/drawing-store-port.ts';
export {
  type BBox,
  type DrawingSet,
  drawingSetSchema,
  REGION_KINDS,
  type Region,
  type RegionKind,
  type Sheet,
  type Snippet,
  setVersionKey,
  type TableData,
  TEXT_CLASSES,
  type TextClass,
} from './model/drawing-set.ts';
export { openPageRenderer } from './render/render-page-png.ts';
export {
  drawingFilePath,
  renderSheetPng,
  saveDrawingFile,
} from './render/render-sheet-png.ts';
export {
  type DenseOptions,
  denseNeighbours,
  type EmbeddingPort,
  embedSet,
  reciprocalRankFusion,
  type VectorStorePort,
} from './search/dense-retrieval.ts';
export { DrawingIndex, type Evidence, evidenceOf } from './search/drawing-index.ts';
export { tokenize } from './search/tokenize.ts';
export { type FinishTakeoff, finishTakeoff, type TakeoffItem } from './takeoff/finish-takeoff.ts';
