// Writes the published JSON Schemas (from the zod descriptions in src/) to schema/.
// Run with `npm run schema` after changing a shape; a test fails while they differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import { reportJsonSchema } from '../dist/src/report/schema.js';
import { manifestJsonSchema } from '../dist/src/event/manifest.js';

mkdirSync(new URL('../schema/', import.meta.url), { recursive: true });
for (const [name, schema] of [
  ['report.schema.json', reportJsonSchema()],
  ['event.schema.json', manifestJsonSchema()],
]) {
  const target = new URL(`../schema/${name}`, import.meta.url);
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${target.pathname}`);
}
