// Writes the published JSON Schemas (from the zod descriptions in src/report/schema.ts, src/event/manifest.ts,
// src/event/config.ts, src/convert/schema.ts, src/report/diff-schema.ts and src/formats/format-file-json-schema.ts) to schema/. Run with `npm run schema` after changing a shape; a test fails while they differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deckJsonSchema } from '../dist/src/convert/schema.js';
import { reportJsonSchema } from '../dist/src/report/schema.js';
import { manifestJsonSchema } from '../dist/src/event/manifest.js';
import { configJsonSchema } from '../dist/src/event/config.js';
import { diffJsonSchema } from '../dist/src/report/diff-schema.js';
import { formatFileJsonSchema } from '../dist/src/formats/format-file-json-schema.js';

mkdirSync(new URL('../schema/', import.meta.url), { recursive: true });
for (const [name, schema] of [
  ['report.schema.json', reportJsonSchema()],
  ['event.schema.json', manifestJsonSchema()],
  ['config.schema.json', configJsonSchema()],
  ['deck.schema.json', deckJsonSchema()],
  ['diff.schema.json', diffJsonSchema()],
  ['format.schema.json', formatFileJsonSchema()],
]) {
  const target = new URL(`../schema/${name}`, import.meta.url);
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${target.pathname}`);
}
