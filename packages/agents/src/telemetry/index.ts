export * from './run-trace.ts';
export * from './run-tracing.ts';
