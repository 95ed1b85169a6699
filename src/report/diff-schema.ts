/**
 * The JSON layout of `deckcheck diff --reporter json`, described with zod. `npm run schema` writes it as JSON Schema to
 * schema/diff.schema.json; a test keeps the two equal and validates real output against it.
 */
import { z } from 'zod';
import { FindingSchema } from './schema.js';

const Section = z.enum(['main', 'sideboard', 'commander']);
const count = z.number().int().nonnegative();

const Totals = z
  .object({
    total: count,
    creatures: count.nullable(),
    lands: count.nullable(),
    other: count.nullable(),
    unknown: count.nullable().describe('Cards whose type the card database does not know.'),
  })
  .describe('One section of one side: its total, and by card type (null without a card database).');

const Side = z.object({
  file: z.string(),
  name: z.string().nullable().describe('Deck name from the file, when it has one.'),
  totals: z.object({ main: Totals, sideboard: Totals, commander: Totals }),
});

export const DiffSchema = z
  .object({
    schemaVersion: z.literal(1),
    kind: z.literal('diff'),
    tool: z.object({ name: z.literal('deckcheck'), version: z.string() }),
    matches: z.boolean().describe('The deck as presented matches the registered list, card by card and section by section.'),
    registeredLegal: z
      .boolean()
      .nullable()
      .describe('Whether the registered list is legal for `format` on `date`; null when no format was given.'),
    ok: z.boolean().describe('No error-severity finding: the deck matches and the registered list is not found illegal (exit 0).'),
    format: z.object({ id: z.string(), name: z.string() }).nullable(),
    date: z.string().nullable(),
    cardDatabase: z
      .object({ source: z.string(), date: z.string(), cards: count })
      .nullable()
      .describe('The card database used; null when only the embedded facts were available.'),
    notes: z.array(z.string()).describe('What was and was not checked.'),
    typesKnown: z.boolean().describe('Whether the totals are split by card type (with a card database).'),
    registered: Side,
    presented: Side,
    cards: z
      .array(
        z.object({
          card: z.string().describe('English name when known, else as written.'),
          section: Section,
          registered: count,
          presented: count,
          difference: z.number().int().describe('presented − registered.'),
          type: z.enum(['creature', 'land', 'other']).nullable(),
          registeredLines: z.array(z.number().int().positive()),
          presentedLines: z.array(z.number().int().positive()),
        }),
      )
      .describe('Every card of either deck, per section: sorted by section (main, sideboard, commander), then name.'),
    moves: z
      .array(z.object({ card: z.string(), from: Section, to: Section, count: z.number().int().positive() }))
      .describe('Copies registered in one section and presented in another.'),
    summary: z.object({
      differing: count.describe('Different cards whose counts differ.'),
      errors: count,
      warnings: count,
    }),
    remedies: z
      .array(z.object({ rule: z.string(), reference: z.string(), remedy: z.string() }))
      .describe('For each kind of problem found: the IPG section and what its remedy usually is. The penalty is the head judge\'s.'),
    findings: z.array(FindingSchema),
  })
  .describe('deckcheck diff --reporter json');

export type DiffJson = z.infer<typeof DiffSchema>;

export function diffJsonSchema(): unknown {
  return z.toJSONSchema(DiffSchema, { target: 'draft-2020-12' });
}
