/**
 * deckcheck's own deck JSON (`deckcheck convert --to json`), described with zod. `npm run schema` writes it as JSON
 * Schema to schema/deck.schema.json; a test keeps the two equal and validates real output against it.
 * deckcheck reads this form back (input format `json`).
 */
import { z } from 'zod';
import { MAX_COUNT } from '../parse/text.js';
import { SECTION_LABELS, type SectionId } from '../parse/types.js';

/** Section keys in the order they are written. */
export const DECK_JSON_SECTIONS = Object.keys(SECTION_LABELS) as SectionId[];

export const DeckJsonEntrySchema = z
  .object({
  count: z.number().int().min(1).max(MAX_COUNT),
  name: z
    .string()
    .min(1)
    .describe('The card name as the source file wrote it (set codes, foil marks and tags taken off).'),
  english: z
    .string()
    .min(1)
    .nullable()
    .describe('The English (Oracle) card name, when deckcheck knows the card; null when it does not.'),
  set: z.string().min(1).nullable().describe('Set code, upper case, when the source gave one.'),
  collectorNumber: z.string().min(1).nullable(),
  finish: z.enum(['foil', 'etched']).nullable().describe('A foil or etched-foil printing, when the source said so.'),
  mtgoId: z
    .string()
    .regex(/^\d+$/)
    .nullable()
    .describe('Magic Online catalog id (CatID), when the source was an MTGO .dek.'),
  })
  .meta({ id: 'DeckEntry', description: 'One line of the deck: how many copies of which card, and which printing.' });

const sectionShape = Object.fromEntries(
  DECK_JSON_SECTIONS.map((id) => [id, z.array(DeckJsonEntrySchema).describe(`The ${SECTION_LABELS[id]}.`)]),
) as Record<SectionId, z.ZodArray<typeof DeckJsonEntrySchema>>;

export const DeckJsonSchema = z
  .object({
    schemaVersion: z.literal(1),
    name: z.string().nullable().describe('The deck name, when the source file had one.'),
    sections: z
      .object(sectionShape)
      .describe(
        'Every section, always present (empty when the deck has none), in this order. main, sideboard, commander ' +
          'and companion are the deck proper; an Arena companion is listed under companion and again under sideboard.',
      ),
  })
  .describe('deckcheck convert --to json: one deck, its sections, and each line as written.');

export type DeckJson = z.infer<typeof DeckJsonSchema>;
export type DeckJsonEntry = z.infer<typeof DeckJsonEntrySchema>;

export function deckJsonSchema(): unknown {
  return z.toJSONSchema(DeckJsonSchema, { target: 'draft-2020-12' });
}
