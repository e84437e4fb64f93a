export { RunTrace } from './run-trace.ts';
export {
  quoinTracer,
  tracingMiddleware,
} from './run-tracing.ts';
