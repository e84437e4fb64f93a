export * from './define-tool.ts';
export * from './engine-tools.ts';
export * from './parse-tool-args.ts';
export { sessionTools } from './session-tools.ts';
export * from './tool-docs.ts';
export * from './tool-error.ts';
export * from './tool-registry.ts';
export * from './tool-response.ts';
