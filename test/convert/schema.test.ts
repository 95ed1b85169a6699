import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deckJsonSchema, DeckJsonSchema } from '../../src/convert/schema.js';
import { REPO } from '../helpers.js';

describe('published deck JSON Schema', () => {
  it('schema/deck.schema.json is what the zod schema says (run `npm run schema` after a change)', () => {
    const published = JSON.parse(readFileSync(path.join(REPO, 'schema/deck.schema.json'), 'utf8')) as unknown;
    expect(published).toEqual(deckJsonSchema());
  });

  it('requires schemaVersion 1 and every section key', () => {
    const schema = deckJsonSchema() as { required: string[]; properties: { sections: { required: string[] } } };
    expect(schema.required).toEqual(['schemaVersion', 'name', 'sections']);
    expect(schema.properties.sections.required).toEqual([
      'main',
      'sideboard',
      'commander',
      'companion',
      'maybeboard',
      'schemes',
      'planes',
      'tokens',
    ]);
    expect(DeckJsonSchema.safeParse({ schemaVersion: 2, name: null, sections: {} }).success).toBe(false);
  });

  it('the documentation describes the deck JSON and its schema', () => {
    const readme = readFileSync(path.join(REPO, 'docs/reference/reports-and-schemas.md'), 'utf8');
    expect(readme).toContain('schema/deck.schema.json');
    expect(readme).toContain('"schemaVersion": 1');
  });
});
