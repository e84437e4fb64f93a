export {
  defaultRunStore,
  setDefaultRunStore,
} from './default-run-store.ts';
export {
  FileRunStore,
  type RunStore,
} from './file-run-store.ts';
export { replayModel } from './replay-model.ts';
export {
  type ReplayReport,
  replayRun,
} from './replay-run.ts';
export {
  parseRunRecord,
  type RecordedModelCall,
  type RecordedToolResult,
  RUN_RECORD_VERSION,
  type RunRecord,
} from './run-record.ts';
export {
  type RecordedRunInput,
  RunRecording,
  type RunRecordingOptions,
} from './run-recording.ts';
