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
  player: z.string().nullable().describe('The player whose deck it is, when an event manifest names players.'),
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

export const SupplementarySchema = z
  .object({
    kind: z.enum(['schemes', 'planes']).describe('A scheme deck (Archenemy variants) or a planar deck (Planechase).'),
    file: z.string().nullable().describe('The file it was read from (the decklist or its own file); null when missing.'),
    line: z.number().int().positive().nullable().describe('Its section header, or its first card line.'),
    cards: z.number().int().nonnegative(),
    distinct: z.number().int().nonnegative().describe('Different English names.'),
    ongoing: z.number().int().nonnegative().nullable().describe('Ongoing scheme cards; null for a planar deck.'),
    planes: z.number().int().nonnegative().nullable().describe('Plane cards; null for a scheme deck.'),
    phenomena: z.number().int().nonnegative().nullable().describe('Phenomenon cards; null for a scheme deck.'),
    other: z.number().int().nonnegative().describe('Cards that do not belong in it.'),
    minimum: z.number().int().nonnegative().describe("The variant's minimum size."),
  })
  .describe('The supplementary deck checked with this deck under --variant.');
const UnusedCard = z.object({
  card: z.string(),
  count: z.number().int().positive(),
  line: z.number().int().positive().nullable().describe('The first line of the pool file that holds the card.'),
});

export const ReportSchema = z
  .object({
    schemaVersion: z.literal(1),
    tool: z.object({ name: z.literal('deckcheck'), version: z.string() }),
    event: z
      .object({ name: z.string().nullable(), location: z.string().nullable() })
      .nullable()
      .describe("deckcheck event: the manifest's event `name` and `location` (null when it gives neither, and for check)."),
    legal: z.boolean().describe('True when there is no error-severity finding.'),
    fullyChecked: z
      .boolean()
      .describe(
        'False when some rule could not be checked for want of card facts (a card-facts-missing warning on the deck says what): "legal" then means legal as far as checked.',
      ),
    format: z.object({
      id: z.string(),
      name: z.string(),
      source: z
        .union([
          z.object({
            kind: z.literal('declared'),
            file: z.string().describe('The first decklist that declares the format.'),
            line: z.number().int().positive(),
            written: z.string().describe('The format as that file writes it ("Modern").'),
            files: z.number().int().positive().describe('How many of the decklists declare it.'),
          }),
          z.object({ kind: z.literal('none') }),
        ])
        .optional()
        .describe(
          'Absent when the format was named (command line, configuration, manifest). "declared": no format was named and the decklists ' +
            'declare this one ("// FORMAT : Modern"). "none": no format anywhere; checked as Casual constructed, so "legal" says nothing of a tournament format.',
        ),
    }),
    variant: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .describe('The casual variant checked (--variant); null for none.'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('The day the decks were checked for.'),
    platform: z
      .enum(['paper', 'mtgo', 'arena'])
      .describe(
        'The platform checked for: paper (tabletop), mtgo (Magic Online) or arena (MTG Arena). Sets and printings are dated by ' +
          'the day they came to it where deckcheck knows that day.',
      ),
    lists: z
      .object({
        format: z.string(),
        date: z.string(),
        asOf: z.string().describe('Effective date of the newest banned/restricted change in force on `date`.'),
        banned: z.number().int().nonnegative(),
        restricted: z.number().int().nonnegative(),
        pending: z.number().int().nonnegative().describe('Changes announced by `date` that take effect later.'),
        knownThrough: z
          .string()
          .nullable()
          .describe("The last day deckcheck's own lists and card-pool rules for the format are known to be complete."),
        extendedBy: z
          .object({
            source: z.string().describe('The card data, e.g. "MTGJSON AllPrintings of 2027-03-01".'),
            date: z.string().describe("The card data's date."),
          })
          .nullable()
          .describe("Card data of a later date that extends the lists and card pool on `date` (after `knownThrough`)."),
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
        builtIn: z
          .boolean()
          .describe("True for deckcheck's built-in card data (the card snapshot in the package), false for an imported database."),
      })
      .nullable()
      .describe('The card data used (an imported database, else the built-in card data); null when only the embedded facts were available.'),
    notes: z.array(z.string()).describe('What was and was not checked.'),
    pool: z
      .object({
        file: z.string(),
        input: z.enum(['text', 'csv']),
        layout: z.string().nullable().describe('The CSV exporter recognised from the header ("ManaBox", …, "CSV"); null for text.'),
        cards: z.number().int().nonnegative(),
        distinct: z.number().int().nonnegative().describe('Different cards, by English name.'),
      })
      .nullable()
      .describe('The Sealed / Draft pool (--pool); null when none was given.'),
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
        teamRules: z
          .enum(['2hg', 'unified'])
          .nullable()
          .describe('For a team: Two-Headed Giant ("2hg") or Team Unified Constructed ("unified"); null for a deck.'),
        legal: z.boolean(),
        fullyChecked: z.boolean().describe('False when a card-facts-missing warning says what was not checked.'),
        errors: z
          .number()
          .int()
          .nonnegative()
          .describe("Errors of the unit: its decks' own and, for a team, the team's (team rules, a shared pool)."),
        warnings: z.number().int().nonnegative().describe('Warnings of the unit, counted as `errors` is.'),
        decks: z.array(
          z.object({
            file: z.string(),
            name: z.string().nullable().describe('Deck name from the file (e.g. an Arena "About / Name" block).'),
            player: z.string().nullable(),
            seat: z.string().nullable().describe('Team Unified Constructed: the seat (A, B, C); null otherwise.'),
            platform: z
              .enum(['paper', 'mtgo', 'arena'])
              .nullable()
              .describe("The platform this deck was checked for when it is not the report's (an MTGO .dek file: mtgo); else null."),
            main: z.number().int().nonnegative(),
            sideboard: z.number().int().nonnegative(),
            counts: SectionCounts,
            errors: z
              .number()
              .int()
              .nonnegative()
              .describe("This deck's own errors; a team's findings (team rules, a shared pool) count in the unit's `errors` only."),
            warnings: z.number().int().nonnegative().describe("This deck's own warnings, counted as `errors` is."),
            supplementary: SupplementarySchema.nullable(),
            commandZone: z
              .object({
                source: z
                  .enum(['section', 'sideboard', 'none'])
                  .describe("The decklist's commander/companion sections, a short sideboard (1-3 cards) read as the command zone, or none found."),
                commanders: z.array(z.string()).describe('The commander(s) by English name (Oathbreaker: with the signature spell).'),
                companions: z.array(z.string()),
                explanation: z.string().describe('Which card was read as the commander, and why.'),
              })
              .nullable()
              .describe('Commander-family formats: the command zone as read; null in other formats.'),
            bracket: z
              .object({
                lowest: z.number().int().min(1).max(4).describe('The lowest Commander bracket the cards allow (1 Exhibition … 4 Optimized).'),
                name: z.string().describe('The bracket\'s name: Exhibition, Core, Upgraded or Optimized.'),
                reasons: z
                  .array(
                    z.object({
                      bracket: z.number().int().min(2).max(4).describe('The lowest bracket these cards allow.'),
                      kind: z.enum(['game-changers', 'mass-land-denial', 'extra-turns', 'two-card-combo']),
                      cards: z.array(z.string()).describe('The cards, by English name (a combo: its two cards).'),
                    }),
                  )
                  .describe('What puts the deck above Bracket 1, highest bracket first; empty for Bracket 1.'),
                gameChangersAsOf: z.string().describe('The day of the Game Changers list used (YYYY-MM-DD).'),
                explanation: z.string().describe('One sentence: the lowest bracket and the cards behind it.'),
              })
              .nullable()
              .describe(
                "Commander from 2025-02-11: the lowest Commander bracket the deck's cards allow on the day checked (Game Changers, mass land denial, extra-turn cards, the named two-card combos); null in other formats and before then.",
              ),
            readings: z
              .array(
                z.object({
                  line: z.number().int().positive(),
                  column: z.number().int().positive(),
                  section: Section,
                  written: z.string().describe('The name as the file writes it.'),
                  card: z.string().describe('The card it names, by English name.'),
                  kind: z
                    .enum(['face', 'alias', 'foreign'])
                    .describe(
                      'A face of the card; another English name it is printed under (a flavor name, a Magic Online/Arena name); or a foreign-language name.',
                    ),
                  languages: z.array(z.string()).describe('For foreign names: the language codes.'),
                  sets: z
                    .number()
                    .int()
                    .nonnegative()
                    .optional()
                    .describe('A foreign name some sets give to other cards too: how many sets give it to this card (present only then).'),
                  outvoted: z
                    .array(z.object({ card: z.string(), sets: z.number().int().positive() }))
                    .optional()
                    .describe(
                      'A foreign name some sets give to other cards too: those cards and how many sets give it to each, most first (present only then). The name is read as the card a clear majority (95%) of the sets give it to.',
                    ),
                }),
              )
              .describe('Lines whose name was read as a card written another way: what was written and what it means.'),
          }),
        ),
        pool: z
          .object({
            file: z.string(),
            cards: z.number().int().nonnegative(),
            sideboard: z.number().int().nonnegative(),
            unused: z.array(UnusedCard),
          })
          .nullable()
          .describe(
            "The pool left over after the unit's main decks: the player's sideboard, or a Two-Headed Giant team's shared sideboard. Null without --pool.",
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
