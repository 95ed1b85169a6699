// Writes the JSON report's JSON Schema (from the zod description in src/report/schema.ts) to schema/.
// Run with `npm run schema` after changing the report shape; a test fails while the two differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import { reportJsonSchema } from '../dist/src/report/schema.js';

mkdirSync(new URL('../schema/', import.meta.url), { recursive: true });
const target = new URL('../schema/report.schema.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(reportJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
