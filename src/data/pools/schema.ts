/** The zod schema of the pool data files in this folder; used by the tests, not at run time. */
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
const code = z.string().regex(/^[0-9A-Z]{2,6}$/, 'an upper-case set code');
const source = z.string().min(10);

export const poolSetsSchema = z
  .object({
    sets: z.array(
      z
        .object({
          code,
          name: z.string().min(1),
          released: day,
          legal: day.optional(),
          kind: z.enum(['core-or-expansion', 'standard-addition', 'modern-addition', 'reprint']),
          note: z.string().min(1).optional(),
        })
        .strict(),
    ),
  })
  .strict();

export const poolsSchema = z
  .object({
    standard: z
      .object({
        source,
        coversFrom: day,
        coversFromNote: source,
        coversUntil: day,
        coversUntilNote: source,
        rotations: z
          .array(
            z
              .object({
                /** A rotation on a day of its own (a rule change), not on a set's legal day. */
                from: day.optional(),
                enters: code.optional(),
                sets: z.array(code).min(1),
                source,
                /** The period rests on the Forge archive alone (no DCI text found). */
                unsourced: z.literal(true).optional(),
              })
              .strict()
              .refine((r) => (r.from === undefined) !== (r.enters === undefined), 'a rotation has a day (`from`) or a set that enters, not both'),
          )
          .min(1),
      })
      .strict(),
    pioneer: z.object({ firstSet: code, startsFrom: z.literal('Standard'), source }).strict(),
    frontier: z.object({ firstSet: code, startsFrom: z.literal('Standard'), source }).strict(),
    modern: z.object({ firstSet: code, startsFrom: z.literal('Standard'), additions: z.array(code), source }).strict(),
    extended: z
      .object({
        startsFrom: z.literal('Standard'),
        periods: z.array(
          z
            .object({
              from: day,
              firstSet: code,
              extraSets: z.array(code).optional(),
              extraCards: z.array(z.string().min(1)).optional(),
              source,
              unsourced: z.literal(true).optional(),
            })
            .strict(),
        ),
      })
      .strict(),
    premodern: z.object({ sets: z.array(code).min(1), source }).strict(),
    oldSchool: z.object({ sets: z.array(code).min(1), extraCards: z.array(z.string().min(1)), source }).strict(),
    alchemy: z
      .object({
        coversFrom: day,
        coversFromNote: source,
        coversUntil: day,
        coversUntilNote: source,
        setParents: z.record(code, code),
        source,
      })
      .strict(),
    pauper: z
      .object({
        periods: z.array(z.object({ from: day, platforms: z.array(z.enum(['paper', 'mtgo', 'arena'])).min(1), source }).strict()),
        excludedSetTypes: z.array(z.string().min(1)),
        excludedSets: z.array(code),
        excludeForeignOnly: z.boolean(),
        source,
      })
      .strict(),
    eternal: z
      .object({
        excludedSetTypes: z.array(z.string().min(1)),
        excludedSets: z.array(code),
        reprintOnlySets: z.array(code),
        multiYearPromoSets: z.array(code),
        source,
      })
      .strict(),
  })
  .strict();

/** known-through.json: the last day the set tables (sets.json, arena.json) are known to be complete, and how. */
export const poolsKnownThroughSchema = z.object({ day, source }).strict();

/** blocks.json: the Block Constructed formats (each a block's sets) and the last day of them all. */
export const blocksSchema = z
  .object({
    lastDay: day,
    lastDaySource: source,
    list: z.array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+-block$/),
          name: z.string().min(1),
          sets: z.array(z.object({ code, until: day.optional() }).strict()).min(2),
          source,
        })
        .strict(),
    ),
  })
  .strict();

/** arena.json: the MTG Arena pool (Historic, Timeless, Brawl). */
export const arenaPoolSchema = z
  .object({
    source,
    formats: z.record(z.string().regex(/^[a-z-]+$/), z.object({ from: day, source }).strict()),
    excludedSets: z.array(code),
    excludedSetsSource: source,
    sets: z.array(z.object({ code, arena: day, source }).strict()),
    notDeckCards: z.array(
      z.object({ from: day, until: day.optional(), cards: z.array(z.string().min(1)).min(1), source }).strict(),
    ),
  })
  .strict();

/** mtgo.json: the day each set came to Magic Online, where it differs from its tabletop date. */
export const mtgoSetsSchema = z
  .object({
    source,
    sets: z.array(z.object({ code, mtgo: day, source, unofficial: z.literal(true).optional() }).strict()),
  })
  .strict();
