// `@quoin/testkit/replay`: a recorded provider's replay server as vitest hooks (the index stays free of vitest,
// since benches load it).

export { type ReplayServerHandle, useReplayServer } from './models/use-replay-server.ts';
