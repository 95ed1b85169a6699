/**
 * The JSON report's schema, described with zod. `npm run schema` writes it as JSON Schema to
 * schema/report.schema.json; a test keeps the two equal and validates real output against it.
 */
import { z } from 'zod';

const Section = z.enum(['main', 'sideboard', 'commander', 'companion', 'maybeboard', 'schemes', 'planes', 'tokens']);

export const LocationSchema = z.object({
  file: z.string(),
  line: z.number().int().positive().nullable(),
  column: z.number().int().positive().nullable(),
  section: Section.nullable(),
  count: z.number().int().nonnegative().nullable(),
  written: z.string().nullable().describe('What the file says there, when it differs from the canonical card name.'),
});

export const FindingSchema = z.object({
  rule: z.string().regex(/^[a-z][a-z0-9-]*$/).describe('Stable kebab-case rule id.'),
  severity: z.enum(['error', 'warning']),
  message: z.string().min(1).describe('What is wrong, why, and what to do.'),
  file: z.string().nullable(),
  line: z.number().int().positive().nullable(),
  column: z.number().int().positive().nullable(),
  section: Section.nullable(),
  team: z.string().nullable().describe('The team, for team findings.'),
  card: z.string().nullable(),
  count: z.number().int().nonnegative().nullable(),
  limit: z.number().int().nonnegative().nullable(),
  minimum: z.number().int().nonnegative().nullable(),
  reference: z.string().min(1).describe('Rule citation, e.g. "CR 100.2a".'),
  related: z.array(LocationSchema).describe('Every other place involved, e.g. the lines in each deck of a team.'),
  suggestions: z.array(z.string()),
});

const SectionCounts = z.object({
  main: z.number().int().nonnegative(),
  sideboard: z.number().int().nonnegative(),
  commander: z.number().int().nonnegative(),
  companion: z.number().int().nonnegative(),
  maybeboard: z.number().int().nonnegative(),
  schemes: z.number().int().nonnegative(),
  planes: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
});

export const ReportSchema = z
  .object({
    schemaVersion: z.literal(1),
    tool: z.object({ name: z.literal('deckcheck'), version: z.string() }),
    legal: z.boolean().describe('True when there is no error-severity finding.'),
    format: z.object({ id: z.string(), name: z.string() }),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('The day the decks were checked for.'),
    lists: z
      .object({
        format: z.string(),
        date: z.string(),
        asOf: z.string().describe('Effective date of the newest banned/restricted change in force on `date`.'),
        banned: z.number().int().nonnegative(),
        restricted: z.number().int().nonnegative(),
        pending: z.number().int().nonnegative().describe('Changes announced by `date` that take effect later.'),
      })
      .nullable()
      .describe('The banned/restricted lists used; null for formats without lists.'),
    cardDatabase: z
      .object({
        source: z.string().describe('What was imported, e.g. "MTGJSON AllPrintings", "Scryfall oracle-cards".'),
        version: z.string().nullable().describe("The source's own version, when it has one."),
        date: z.string().describe('The day the card data describes.'),
        cards: z.number().int().nonnegative(),
        names: z.number().int().nonnegative().nullable().describe('English card and face names.'),
        foreignNames: z.number().int().nonnegative().nullable().describe('Foreign-language names.'),
        languages: z.array(z.string()).describe('Language codes of the foreign names.'),
      })
      .nullable()
      .describe('The card database used; null when only the embedded facts were available.'),
    notes: z.array(z.string()).describe('What was and was not checked.'),
    summary: z.object({
      units: z.number().int().nonnegative(),
      decks: z.number().int().nonnegative(),
      errors: z.number().int().nonnegative(),
      warnings: z.number().int().nonnegative(),
    }),
    units: z.array(
      z.object({
        kind: z.enum(['deck', 'team']),
        name: z.string(),
        legal: z.boolean(),
        decks: z.array(
          z.object({
            file: z.string(),
            name: z.string().nullable(),
            main: z.number().int().nonnegative(),
            sideboard: z.number().int().nonnegative(),
            counts: SectionCounts,
            errors: z.number().int().nonnegative(),
            warnings: z.number().int().nonnegative(),
            readings: z
              .array(
                z.object({
                  line: z.number().int().positive(),
                  column: z.number().int().positive(),
                  section: Section,
                  written: z.string().describe('The name as the file writes it.'),
                  card: z.string().describe('The card it names, by English name.'),
                  kind: z.enum(['face', 'foreign']).describe('A face of the card, or a foreign-language name.'),
                  languages: z.array(z.string()).describe('For foreign names: the language codes.'),
                }),
              )
              .describe('Lines whose name was read as a card written another way: what was written and what it means.'),
          }),
        ),
      }),
    ),
    findings: z.array(FindingSchema),
  })
  .describe('deckcheck check --reporter json');

export type ReportJson = z.infer<typeof ReportSchema>;

export function reportJsonSchema(): unknown {
  return z.toJSONSchema(ReportSchema, { target: 'draft-2020-12' });
}
