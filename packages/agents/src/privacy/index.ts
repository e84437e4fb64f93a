export * from './privacy-middleware.ts';
export * from './redactor.ts';
