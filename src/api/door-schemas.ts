/**
 * The door's schemas (zod/mini): what each of the library's calls takes, as api/validated checks it. A module of its
 * own so that a browser bundle can load zod when a call first needs it (api/door-load.browser) rather than with its
 * entry; in Node api/door-load imports it with the door.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { CardDatabase } from './card-database.js';
import { isCardDatabase } from './card-database.js';
import { SECTION_LABELS, type SectionId } from '../parse/types.js';

// zod/mini (a tenth of zod's size in the browser bundle) loads no messages of its own: the same English ones as zod's.
z.config(en());

const text = z.string();
const objectLike = z.custom<object>((v) => typeof v === 'object' && v !== null, 'expected an object');

const cardListSchema = z.strictObject({
  file: text,
  names: z.array(z.strictObject({ name: text, line: z.number() })),
});
/** A format file as a program gives it; `data` is validated by validateFormatFile after this. */
const formatFileSchema = z.strictObject({ file: text, data: objectLike, cardList: z.optional(cardListSchema) });

const settings = z.strictObject({
  format: z.optional(text),
  date: z.optional(text),
  platform: z.optional(text),
  team: z.optional(z.boolean()),
  teamOverrides: z.optional(text),
  teamRules: z.optional(text),
  variant: z.optional(text),
  pool: z.optional(text),
  dataDir: z.optional(text),
  commanderColor: z.optional(text),
  bracket: z.optional(z.union([z.number(), text])),
  cardDatabase: z.optional(z.custom<CardDatabase>(isCardDatabase, 'expected a card database made by openCardDatabase')),
  builtInCardData: z.optional(z.boolean()),
  formatFile: z.optional(formatFileSchema),
  maxFindings: z.optional(z.number()),
});

const deckFields = {
  file: text,
  text,
  player: z.optional(text),
  seat: z.optional(text),
  inputFindings: z.optional(z.array(objectLike)),
  inputFormat: z.optional(text),
  parsed: z.optional(objectLike),
};
const deck = z.object({ ...deckFields, supplementary: z.optional(z.object(deckFields)) });
const pool = z.object({ file: text, text, inputFindings: z.optional(z.array(objectLike)), inputFormat: z.optional(text) });
const entry = z.object({
  count: z.number(),
  name: text,
  section: z.enum(Object.keys(SECTION_LABELS) as [SectionId, ...SectionId[]]),
  line: z.number(),
  column: z.number(),
});
/** A deck as parseTextDeck, parseCsvDeck or readDeck's `deck` gives it. */
const parsed = z.object({
  file: text,
  entries: z.array(entry),
  sectionLines: objectLike,
  diagnostics: z.array(objectLike),
});
const batch = z.optional(
  z.strictObject({
    signal: z.optional(z.custom<AbortSignal>((v) => typeof AbortSignal === 'function' && v instanceof AbortSignal, 'expected an AbortSignal')),
    timeLimit: z.optional(z.number().check(z.gte(0))),
  }),
);

/** Each call's schema: `settings` (prepareCheck), `decks`, `deck`, `pool`, `parsedDecks`, `batch`, `text`, `texts`. */
export const DOOR_SCHEMAS = {
  settings,
  decks: z.array(deck),
  deck,
  pool,
  parsedDecks: z.array(parsed),
  batch,
  text,
  texts: z.array(text),
};

export type DoorSchemas = typeof DOOR_SCHEMAS;
