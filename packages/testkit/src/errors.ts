// `@quoin/testkit/errors`: what a call throws, for tests that assert on its code and message. A light entry (no
// imports), so any package's tests take it without loading agents or the store.

export { caughtError } from './errors/caught-error.ts';
