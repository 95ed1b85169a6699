/**
 * The zod schema of the list data files in this folder. Used by the tests, not at run
 * time: the embedded data is checked once, in CI, so start-up does not pay for zod.
 */
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
/** A card name, or "@group" for every card of a group in groups.json. */
const cards = z.array(z.string().min(1));

export const LIST_STATUSES = ['banned', 'restricted', 'banned_as_commander', 'banned_as_companion', 'legal'] as const;

export const listEventSchema = z
  .object({
    announced: day,
    effective: day,
    /**
     * The day the change took effect on Magic Online or MTG Arena, where the announcement gives one different from
     * `effective`; the event's `note` quotes where the announcement (or coverage of it) says so.
     */
    platformEffective: z.object({ mtgo: day.optional(), arena: day.optional() }).strict().optional(),
    source: z.string().min(1),
    note: z.string().min(1).optional(),
    unverified: z.literal(true).optional(),
    /** MTG Arena suspended the cards rather than banning them: listed as banned, and the message says so. */
    suspended: z.literal(true).optional(),
    changes: z.partialRecord(z.enum(LIST_STATUSES), cards),
  })
  .strict();

export const listHistorySchema = z
  .object({
    /** The format id the history belongs to (the file's name). */
    format: z.string().regex(/^[a-z0-9-]+$/),
    /** First day the history covers. */
    since: day,
    /**
     * The last day the list is known to be complete (every change up to it is in `events`), and how that is known. A
     * build never sets it later than its own review of the sources.
     */
    knownThrough: z.object({ day, source: z.string().min(10) }).strict(),
    /** Lists in force on `since`. */
    initial: z
      .object({
        banned: cards,
        restricted: cards,
        banned_as_commander: cards.optional(),
        banned_as_companion: cards.optional(),
      })
      .strict(),
    /** Ascending by effective date. */
    events: z.array(listEventSchema),
  })
  .strict();

export const listGroupsSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), cards);
