export * from './rate-limit-middleware.ts';
export * from './rate-limit-registry.ts';
export * from './rate-limiter.ts';
