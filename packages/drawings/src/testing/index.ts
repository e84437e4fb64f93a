// Test and eval helpers of @quoin/drawings: fixture locations and the labelled question set.
export {
  CONTRACTOR_QUESTIONS_PATH,
  drawingFixtures,
  LABELLED_QUESTIONS_PATH,
  sharedFixturesDir,
} from './fixture-paths.ts';
export { writeRasterPdf } from './write-raster-pdf.ts';
export { writeTestPdf } from './write-test-pdf.ts';
