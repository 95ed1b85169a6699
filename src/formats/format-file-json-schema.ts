/**
 * The published JSON Schema of a format file (schema/format.schema.json, written by scripts/write-schema.js), made from
 * the zod schema of format-file-schema.ts with every field's description. A module of its own: format-file-schema.ts
 * is loaded on use (a chunk of its own in a browser bundle, whose every export is kept), and zod's JSON Schema writer
 * would otherwise go with it, and with zod into every page that validates settings.
 */
import * as z from 'zod/mini';
import { formatFileSchema, type Describe } from './format-file-schema.js';

/** `schema` with a description for the JSON Schema (a copy, as zod's `.describe()`: a shared schema keeps none). */
const described: Describe = (schema, description) => {
  const copy = schema.clone();
  z.globalRegistry.add(copy, { description });
  return copy;
};

/** The published JSON Schema (schema/format.schema.json), with every description. */
export function formatFileJsonSchema(): unknown {
  return z.toJSONSchema(formatFileSchema(described), { target: 'draft-2020-12', io: 'input' });
}
