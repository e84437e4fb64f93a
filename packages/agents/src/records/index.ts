export * from './default-run-store.ts';
export * from './file-run-store.ts';
export * from './replay-model.ts';
export * from './replay-run.ts';
export * from './run-record.ts';
export * from './run-recording.ts';
