import { parseScope, defaultTradeRegistry } from '@quoin/core';
for (const t of process.argv.slice(2)) { const r = parseScope(t, { registry: defaultTradeRegistry() }); console.log(t, '\n  U:', r.understood.join(' | '), '\n  A:', r.plan.assumptions?.join(' | ')); }
