// `@quoin/server/testing`: the app over an in-memory store for other packages' tests (the cli's registry over
// HTTP and its fuzz), the same one the server's own tests use. Never imported by production code.

export { createTestApp, type TestApp } from './test-support/test-app.ts';
