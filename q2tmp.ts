import { parseScope } from './packages/core/src/scope/parse-scope.ts';
for (const t of process.argv.slice(2)) { const r = parseScope(t); console.log('##', t, JSON.stringify(r.plan.groups.map(g=>g.items.map(i=>[i.title,i.quantity,i.uom,i.assemblyId,i.params]))), r.plan.assumptions, r.unrecognized); }
