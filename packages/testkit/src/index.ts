// The public API of @quoin/testkit: what tests and benches share — test data, scripted servers, fixture
// loaders. No production package depends on it (scripts/check-boundaries.mjs); the store's contract suites,
// which import vitest, are the `@quoin/testkit/store` entry.

export { PERMIT_CHECK_AGENT } from './agents/permit-check-agent.ts';
export { TEST_NOW, testContext } from './agents/test-context.ts';
export {
  type AssemblyCalibration,
  bandPosition,
  calibrateAssemblies,
} from './calibration/calibrate-assemblies.ts';
export { BID_FIXTURE_FILES, BID_FIXTURES_URL } from './documents/bid-fixtures.ts';
export { pdfText, readPdf } from './documents/pdf-text.ts';
export { sampleEstimate } from './documents/sample-estimate.ts';
export { caughtError } from './errors/caught-error.ts';
export {
  CONTRACTOR_QUESTIONS_PATH,
  drawingFixtures,
  ESTIMATOR_QUESTIONS_PATH,
  LABELLED_QUESTIONS_PATH,
} from './fixtures/fixture-paths.ts';
export { DOOR_SCHEDULE_ROWS, doorScheduleSheet, secondFloorPlanSheet } from './fixtures/test-sheets.ts';
export { writeOutlinePdf } from './fixtures/write-outline-pdf.ts';
export { writeRasterPdf } from './fixtures/write-raster-pdf.ts';
export { type TestPdfOptions, type TestPdfText, writeTestPdf } from './fixtures/write-test-pdf.ts';
export { hashedWordEmbeddings } from './models/embedding-stand-in.ts';
export {
  loadRecording,
  type RecordedExchange,
  type Recording,
  type ReplayedExchanges,
  type ReplayedRequest,
  type ReplayServer,
  type ReplayServerOptions,
  startReplayServer,
} from './models/replay-server.ts';
export {
  type ChatCompletionsReply,
  type ChatCompletionsRequest,
  type ChatCompletionsScript,
  startScriptedChatServer,
} from './models/scripted-chat-server.ts';
export {
  type HeldOutRequest,
  type HeldOutSetNumber,
  loadHeldOutRequests,
  parseHeldOutRequests,
} from './quality/held-out-requests.ts';
