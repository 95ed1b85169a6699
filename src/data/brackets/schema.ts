/**
 * The zod schemas of the Commander bracket data files in this folder. Used by the tests
 * (by a test), not at run time: the embedded data is checked once, in CI.
 */
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
const url = z.string().regex(/^https:\/\/\S+$/, 'an https URL');
const cards = z.array(z.string().min(1));

/** game-changers.json: the dated Game Changers list, in the event model of the banned lists (data/lists). */
export const gameChangersSchema = z
  .object({
    list: z.literal('game-changers'),
    /** The first day of the list (the day the brackets were introduced). */
    since: day,
    /** The last day the list is known to be complete, and how that is known. */
    knownThrough: z.object({ day, source: z.string().min(10) }).strict(),
    initialSource: z.object({ url, title: z.string().min(1), date: day, note: z.string().min(1) }).strict(),
    /** The list on `since`. */
    initial: cards,
    /** Ascending by effective date. */
    events: z.array(
      z
        .object({
          announced: day,
          effective: day,
          source: url,
          title: z.string().min(1),
          note: z.string().min(1).optional(),
          unverified: z.literal(true).optional(),
          changes: z.object({ added: cards.optional(), removed: cards.optional() }).strict(),
        })
        .strict(),
    ),
  })
  .strict();

/** brackets.json: the five brackets and the versions of their rules. */
export const bracketsSchema = z
  .object({
    since: day,
    panel: z.object({ url, title: z.string().min(1), note: z.string().min(1) }).strict(),
    brackets: z.array(z.object({ number: z.number().int().min(1).max(5), name: z.string().min(1) }).strict()).length(5),
    versions: z.array(
      z.object({ effective: day, url, title: z.string().min(1), limits: z.string().min(1), notChecked: z.string().min(1) }).strict(),
    ),
    otherFormats: z.string().min(1),
  })
  .strict();

/** combos.json: the two-card combinations the panel's articles name. */
export const combosSchema = z
  .object({
    note: z.string().min(1),
    combos: z.array(z.object({ cards: z.tuple([z.string().min(1), z.string().min(1)]), url, note: z.string().min(1) }).strict()),
  })
  .strict();

/** categories.json: written by the repository's bracket-categories script. */
export const categoriesSchema = z
  .object({
    generatedBy: z.literal('scripts/bracket-categories.js'),
    from: z.object({ file: z.string(), date: z.string().nullable(), version: z.string().nullable() }).strict(),
    source: z.string().min(1),
    massLandDenial: cards,
    extraTurns: cards,
  })
  .strict();
