/**
 * Collects card facts from every printing or face of a source file, merges them per card (by English name), and
 * compiles the database file.
 */
import type { CardFacts as Characteristics, Color, FaceFacts, LeadershipFacts, PrintingFacts, SetFacts } from '../cards/facts.js';
import { nameKey } from '../cards/normalize.js';
import type { DeckLimit } from '../data/deck-limits.js';
import { arenaPool } from '../data/pools.js';
import { poolRules } from '../formats/pool-load.js';
import type { CardFacts, LegalityCode } from './extract.js';
import { encodeFacts, encodePrinting } from './facts-codec.js';
import { sortColors, type Issues, type ScryfallSetSighting } from './facts-extract.js';
import { encodeDatabase, type CompiledCard, type ForeignRecord, type HeaderInfo, type NameRecord } from './file.js';
import { foreignKey, strictForeignKey } from './keys.js';
import { compactFacts, type DatabaseProfile } from './profile.js';
import { candidateMasks, postingKeys } from './suggest.js';

/**
 * How many sets print a card under one foreign name: a set is counted once however many printings (or faces) of the
 * card it holds, as the source lists a set's cards together. Without printings (AtomicCards) every name counts 1.
 */
interface ForeignSets {
  sets: number;
  last: string;
}

interface Acc {
  readonly name: string;
  readonly supertypes: Set<string>;
  readonly types: Set<string>;
  deckLimit?: DeckLimit;
  readonly legal: Map<string, LegalityCode>;
  /** Foreign names by language, each with the sets that print the card under it (see ForeignSets). */
  readonly foreign: Map<string, Map<string, ForeignSets>>;
  layout?: string;
  manaValue?: number;
  /** The card's colours as the data gives them for the whole card, when it does. */
  colors?: readonly Color[];
  identity?: Set<Color>;
  leadership?: LeadershipFacts;
  /** Faces by name, first seen kept. */
  faces?: Map<string, FaceFacts>;
  /** Distinct printings, by their encoded form. */
  printings?: Map<string, PrintingFacts>;
  aliases?: Set<string>;
  /** The characteristics so far come from a funny (playtest, silver-border, acorn) printing. */
  charsFunny?: boolean;
}

function resetCharacteristics(a: Acc): void {
  delete a.layout;
  delete a.manaValue;
  delete a.colors;
  delete a.identity;
  delete a.leadership;
  delete a.faces;
  a.charsFunny = false;
}

export type SourceInfo = Omit<
  HeaderInfo,
  'cards' | 'names' | 'foreignNames' | 'languages' | 'formats' | 'holds' | 'sets' | 'aliases' | 'skipped' | 'profile'
>;

/** Layouts whose halves are both on the card in a library or hand: their costs are joined, their colours combined. */
const COMBINED_LAYOUTS: ReadonlySet<string> = new Set(['split', 'aftermath', 'adventure', 'flip']);

/**
 * Sets deckcheck's own table dates on MTG Arena (src/data/pools: arenaPool()) of which no printing in the data is on
 * Arena: the data's availability is missing for the whole set (the synthesized 2026 AllPrintings gives every set after
 * 2022-04 a set-level ["paper"]), not "paper only". The compact profile (the built-in snapshot) adds "arena" to their
 * printings, so the Arena formats do not refuse every card of Bloomburrow or Foundations. A set with any printing on
 * Arena keeps the data's word printing by printing (the Jumpstart cards Arena replaced stay off Arena).
 */
function arenaGaps(accs: Iterable<Acc>): ReadonlySet<string> {
  const onArena = new Set<string>();
  for (const a of accs) for (const p of a.printings?.values() ?? []) if (p.availability.includes('arena')) onArena.add(p.set);
  return new Set(arenaPool().sets.map((s) => s.code).filter((code) => !onArena.has(code)));
}

/** The card's characteristics from what its objects said (faces in the order of its name). */
function characteristics(
  a: Acc,
  withPrintings: boolean,
  setDates: ReadonlyMap<string, string>,
  arenaFill: ReadonlySet<string> = new Set(),
): Characteristics {
  const faceNames = a.name.includes(' // ') ? a.name.split(' // ') : [a.name];
  const byName = a.faces ?? new Map<string, FaceFacts>();
  const faces: FaceFacts[] = [];
  for (const n of faceNames) {
    const f = byName.get(n);
    if (f && !faces.includes(f)) faces.push(f);
  }
  for (const f of byName.values()) if (faces.length === 0 && !faces.includes(f)) faces.push(f);
  const combined = a.layout !== undefined && COMBINED_LAYOUTS.has(a.layout) && faces.length > 1;
  const front = faces[0];
  const manaCost = combined
    ? faces.map((f) => f.manaCost).filter((c) => c !== '').join(' // ')
    : (front?.manaCost ?? undefined);
  const colorSource = combined ? faces : front ? [front] : [];
  const colors =
    a.colors ??
    (colorSource.length > 0 && colorSource.every((f) => f.colors !== undefined)
      ? sortColors(colorSource.flatMap((f) => f.colors ?? []))
      : undefined);
  const subtypes = [...new Set(faces.flatMap((f) => f.subtypes))];
  let printings: PrintingFacts[] | undefined;
  if (withPrintings) {
    const byKey = new Map<string, PrintingFacts>();
    for (const [written, read] of a.printings ?? []) {
      // "arena" last, as the platforms are ordered (paper, mtgo, arena).
      const p = arenaFill.has(read.set) && !read.availability.includes('arena') ? { ...read, availability: [...read.availability, 'arena' as const] } : read;
      const key = p === read ? written : encodePrinting(p);
      // A printing's own date is kept only where it differs from its set's.
      if (p.date === undefined || setDates.get(p.set) !== p.date) byKey.set(key, p);
      else {
        const rest: { -readonly [K in keyof PrintingFacts]: PrintingFacts[K] } = { ...p };
        delete rest.date;
        byKey.set(encodePrinting(rest), rest);
      }
    }
    const keys = [...byKey.keys()].sort();
    printings = keys.map((k) => byKey.get(k)).filter((p) => p !== undefined);
  }
  return {
    ...(a.layout !== undefined ? { layout: a.layout } : {}),
    ...(manaCost !== undefined ? { manaCost } : {}),
    ...(a.manaValue !== undefined ? { manaValue: a.manaValue } : {}),
    ...(colors !== undefined ? { colors } : {}),
    ...(a.identity !== undefined ? { colorIdentity: sortColors(a.identity) } : {}),
    subtypes,
    faces,
    ...(a.leadership !== undefined ? { leadership: a.leadership } : {}),
    ...(printings !== undefined ? { printings } : {}),
  };
}

/** A Scryfall set as its cards describe it: the day most of its printings were released is the set's date. */
interface SetSightings {
  name: string;
  type: string;
  digital: boolean;
  readonly dates: Map<string, number>;
}

function setFromSightings(code: string, s: SetSightings): SetFacts | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const [d, n] of s.dates) {
    if (n > bestCount || (n === bestCount && best !== undefined && d < best)) {
      best = d;
      bestCount = n;
    }
  }
  if (best === undefined) return undefined;
  return { code, name: s.name, releaseDate: best, type: s.type, onlineOnly: s.digital, foreignOnly: false };
}

export interface CompileResult {
  readonly bytes: Buffer;
  readonly info: HeaderInfo;
}

export class CardAccumulator {
  private readonly cards = new Map<string, Acc>();
  /** The same card again (another printing or face): skip normalising its name. */
  private readonly byWritten = new Map<string, Acc>();
  /** Card objects read (printings, faces), including the ones that are not deck cards. */
  objects = 0;
  /** Facts skipped because the data had them in the wrong shape, by field. */
  readonly issues: Issues = new Map();
  /** MTGJSON AllPrintings set objects. */
  private readonly mtgjsonSets = new Map<string, SetFacts>();
  /** Scryfall sets, as their cards describe them. */
  private readonly scryfallSets = new Map<string, SetSightings>();
  private sawCharacteristics = false;

  addSet(set: SetFacts): void {
    if (!this.mtgjsonSets.has(set.code)) this.mtgjsonSets.set(set.code, set);
  }

  private sighting(s: ScryfallSetSighting): void {
    let e = this.scryfallSets.get(s.code);
    if (!e) {
      e = { name: s.name, type: s.type, digital: s.digital, dates: new Map() };
      this.scryfallSets.set(s.code, e);
    } else if (!s.digital) e.digital = false;
    if (s.releasedAt !== undefined) e.dates.set(s.releasedAt, (e.dates.get(s.releasedAt) ?? 0) + 1);
  }

  get size(): number {
    return this.cards.size;
  }

  add(f: CardFacts): void {
    let acc = this.byWritten.get(f.name);
    if (!acc) {
      const key = nameKey(f.name);
      if (key === '') return;
      acc = this.cards.get(key);
      if (!acc) {
        acc = { name: f.name, supertypes: new Set(), types: new Set(), legal: new Map(), foreign: new Map() };
        this.cards.set(key, acc);
      }
      this.byWritten.set(f.name, acc);
    }
    for (const s of f.supertypes) acc.supertypes.add(s);
    for (const t of f.types) acc.types.add(t);
    if (acc.deckLimit === undefined && f.deckLimit !== undefined) acc.deckLimit = f.deckLimit;
    // Printings and faces of one card share its legality; if they ever disagree, one that is in the pool wins.
    for (const format in f.legalities) {
      const code = f.legalities[format];
      if (code === undefined) continue;
      const prev = acc.legal.get(format);
      if (prev === undefined || (prev === '-' && code !== '-')) acc.legal.set(format, code);
    }
    const setCode = f.printing?.set ?? '';
    for (const { lang, name } of f.foreign) {
      let names = acc.foreign.get(lang);
      if (!names) {
        names = new Map();
        acc.foreign.set(lang, names);
      }
      const seen = names.get(name);
      if (!seen) names.set(name, { sets: 1, last: setCode });
      else if (seen.last !== setCode) {
        seen.sets++;
        seen.last = setCode;
      }
    }
    if (f.chars && acc.charsFunny === true && f.printing !== undefined && f.printing.funny !== true) {
      // A playtest or Un- card that shares its name with a tournament card (MTGJSON's two "Pick Your Poison"): the
      // tournament card's characteristics win.
      resetCharacteristics(acc);
    }
    // Every printing of a face repeats its characteristics: they are read once per face.
    const needed = acc.faces === undefined || (f.faceName !== undefined && !acc.faces.has(f.faceName));
    const ch = needed ? f.chars?.() : undefined;
    if (ch) {
      this.sawCharacteristics = true;
      if (acc.faces === undefined) acc.charsFunny = f.printing?.funny === true;
      acc.layout ??= ch.layout;
      if (acc.manaValue === undefined && ch.manaValue !== undefined) acc.manaValue = ch.manaValue;
      if (acc.colors === undefined && ch.colors !== undefined) acc.colors = sortColors(ch.colors);
      if (ch.colorIdentity && acc.identity === undefined) acc.identity = new Set(ch.colorIdentity);
      if (ch.leadership) {
        const l = acc.leadership;
        acc.leadership = l
          ? {
              commander: l.commander || ch.leadership.commander,
              brawl: l.brawl || ch.leadership.brawl,
              oathbreaker: l.oathbreaker || ch.leadership.oathbreaker,
            }
          : ch.leadership;
      }
      acc.faces ??= new Map();
      for (const face of ch.faces) if (face.name !== '' && !acc.faces.has(face.name)) acc.faces.set(face.name, face);
    }
    if (f.printing) {
      acc.printings ??= new Map();
      const k = encodePrinting(f.printing);
      if (!acc.printings.has(k)) acc.printings.set(k, f.printing);
    }
    if (f.aliases) {
      acc.aliases ??= new Set();
      for (const a of f.aliases) acc.aliases.add(a);
    }
    if (f.set) this.sighting(f.set);
  }

  /**
   * `printings`: whether the source has per-printing facts (AllPrintings, Scryfall default/all-cards); AtomicCards and
   * oracle-cards do not (an oracle-cards object is one printing chosen per card, not the card's printings).
   */
  compile(source: SourceInfo, options: { readonly printings?: boolean; readonly profile?: DatabaseProfile } = {}): CompileResult {
    const withPrintings = options.printings === true;
    const compact = options.profile === 'compact';
    const setList: SetFacts[] = withPrintings
      ? this.mtgjsonSets.size > 0
        ? [...this.mtgjsonSets.values()]
        : [...this.scryfallSets].map(([code, s]) => setFromSightings(code, s)).filter((x) => x !== undefined)
      : [];
    setList.sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
    const setDates = new Map(setList.map((s) => [s.code, s.releaseDate]));
    const setTable = new Map(setList.map((s) => [s.code, s]));
    const formatSet = new Set<string>();
    for (const acc of this.cards.values()) for (const f of acc.legal.keys()) formatSet.add(f);
    const formats = [...formatSet].sort();
    const accs = [...this.cards.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const arenaFill = compact && withPrintings ? arenaGaps(accs) : new Set<string>();

    const cards: CompiledCard[] = accs.map((a) => ({
      name: a.name,
      supertypes: [...a.supertypes].sort(),
      types: [...a.types].sort(),
      legal: formats.map((f) => a.legal.get(f) ?? '-').join(''),
      ...(a.deckLimit !== undefined ? { deckLimit: a.deckLimit } : {}),
      ...(a.faces === undefined
        ? { facts: '[]' }
        : factsOfCard(
            compact ? compactFacts(characteristics(a, withPrintings, setDates, arenaFill)) : characteristics(a, withPrintings, setDates),
            setTable,
          )),
    }));

    const names = new Map<string, { cards: Set<number>; faces: Set<number>; aliases: Set<number> }>();
    const entry = (key: string) => {
      let e = names.get(key);
      if (!e) {
        e = { cards: new Set(), faces: new Set(), aliases: new Set() };
        names.set(key, e);
      }
      return e;
    };
    accs.forEach((a, id) => {
      const key = nameKey(a.name);
      entry(key).cards.add(id);
      if (a.name.includes(' // ')) {
        for (const face of a.name.split(' // ')) {
          const fk = nameKey(face);
          if (fk !== '' && fk !== key) entry(fk).faces.add(id);
        }
      }
    });
    // Other printed names: a name that is also a card's or a face's own name stays that card's.
    let aliasCount = 0;
    accs.forEach((a, id) => {
      for (const alias of a.aliases ?? []) {
        const key = nameKey(alias);
        const known = names.get(key);
        if (key === '' || (known !== undefined && (known.cards.size > 0 || known.faces.size > 0))) continue;
        const e = entry(key);
        if (!e.aliases.has(id)) {
          e.aliases.add(id);
          aliasCount++;
        }
      }
    });
    const nameRecords: NameRecord[] = [...names].map(([key, e]) => ({
      key,
      cards: [...e.cards].sort((x, y) => x - y),
      faces: [...e.faces].sort((x, y) => x - y),
      aliases: [...e.aliases].sort((x, y) => x - y),
    }));

    const foreign: ForeignRecord[] = [];
    const languages: Record<string, number> = {};
    // The compact profile leaves foreign names to an imported database.
    if (!compact) accs.forEach((a, id) => {
      for (const [lang, byName] of a.foreign) {
        const keys = new Map<string, { sets: number }>();
        for (const [name, seen] of byName) {
          const key = foreignKey(name);
          // An English name recorded as a "foreign" one (it happens in MTGJSON's data for old printings) is not a
          // translation; the English lookup finds it. (For Latin-script names the two keys agree.)
          if (key === '' || names.has(key)) continue;
          const kept = keys.get(key);
          if (kept) {
            // Spellings of one name that differ only by accents: the record keeps the first, with the most sets.
            kept.sets = Math.max(kept.sets, seen.sets);
            continue;
          }
          const record = { key, card: id, lang, strict: strictForeignKey(name), sets: seen.sets };
          keys.set(key, record);
          foreign.push(record);
          languages[lang] = (languages[lang] ?? 0) + 1;
        }
      }
    });
    const sortedLanguages: Record<string, number> = {};
    for (const lang of Object.keys(languages).sort()) sortedLanguages[lang] = languages[lang] ?? 0;

    // The names suggestions are made from: every card name and face name, sorted by key; and their trigram postings.
    const seenCandidates = new Set<string>();
    const candidates: { key: string; name: string }[] = [];
    const addCandidate = (name: string) => {
      const key = nameKey(name);
      const id = `${key}\t${name}`;
      if (key === '' || seenCandidates.has(id)) return;
      seenCandidates.add(id);
      candidates.push({ key, name });
    };
    for (const a of accs) {
      addCandidate(a.name);
      if (a.name.includes(' // ')) for (const face of a.name.split(' // ')) addCandidate(face);
    }
    candidates.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    // The compact profile stores no postings: the reader makes them from the names when it first needs them.
    const postings = new Map<number, number[]>();
    if (!compact) candidates.forEach((c, i) => {
      for (const k of postingKeys(c.key)) {
        const l = postings.get(k);
        if (l) l.push(i);
        else postings.set(k, [i]);
      }
    });

    const info: HeaderInfo = {
      ...source,
      cards: cards.length,
      names: nameRecords.length,
      foreignNames: foreign.length,
      languages: sortedLanguages,
      formats,
      holds: { characteristics: this.sawCharacteristics, printings: withPrintings },
      sets: setList.length,
      aliases: aliasCount,
      skipped: Object.fromEntries([...this.issues].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))),
      ...(compact ? { profile: 'compact' as const } : {}),
      ...(nameRecords.every((r) => r.cards.length <= 1) ? { uniqueNameKeys: true as const } : {}),
    };
    const masks = compact ? undefined : candidateMasks(candidates.map((c) => c.key));
    return {
      bytes: encodeDatabase(info, cards, nameRecords, foreign, { candidates, postings, ...(masks ? { masks } : {}) }, setList),
      info,
    };
  }
}

/**
 * A card's facts as its lines hold them: on its card line the printing a card pool reads first (`lead`, chosen by
 * formats/pool leadPrintingIndex with the set table `sets`) and where it is among the card's printings (`leadAt`),
 * and the facts line with the others in their order (db/file, format 4); all of them in the facts line when that
 * printing's string holds a tab or a line break (a card line cannot), or when the card has none.
 */
export function factsOfCard(
  facts: Characteristics,
  sets?: ReadonlyMap<string, SetFacts>,
): { readonly lead?: string; readonly leadAt?: number; readonly facts: string } {
  const printings = facts.printings ?? [];
  const at = poolRules().leadPrintingIndex(printings, sets);
  const chosen = printings[at];
  const lead = chosen === undefined ? undefined : encodePrinting(chosen);
  if (lead === undefined || /[\t\r\n]/.test(lead)) return { facts: encodeFacts(facts) };
  const rest = printings.filter((_, i) => i !== at);
  return { lead, ...(at > 0 ? { leadAt: at } : {}), facts: encodeFacts({ ...facts, printings: rest }) };
}
