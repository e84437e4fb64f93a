import { blankContextPhrases } from '../packages/core/src/scope/scope-phrases.ts';
for (const t of process.argv.slice(2)) console.log(JSON.stringify(blankContextPhrases(t)));
