/**
 * Collects card facts from every printing or face of a source file, merges them per card (by English name), and
 * compiles the database file.
 */
import { nameKey } from '../cards/normalize.js';
import type { DeckLimit } from '../data/deck-limits.js';
import type { CardFacts, LegalityCode } from './extract.js';
import { encodeDatabase, type CompiledCard, type ForeignRecord, type HeaderInfo, type NameRecord } from './file.js';
import { foreignKey, strictForeignKey } from './keys.js';
import { postingKeys } from './suggest.js';

interface Acc {
  readonly name: string;
  readonly supertypes: Set<string>;
  readonly types: Set<string>;
  deckLimit?: DeckLimit;
  readonly legal: Map<string, LegalityCode>;
  /** Foreign names by language. */
  readonly foreign: Map<string, Set<string>>;
}

export type SourceInfo = Omit<HeaderInfo, 'cards' | 'names' | 'foreignNames' | 'languages' | 'formats'>;

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
    for (const { lang, name } of f.foreign) {
      let set = acc.foreign.get(lang);
      if (!set) {
        set = new Set();
        acc.foreign.set(lang, set);
      }
      set.add(name);
    }
  }

  compile(source: SourceInfo): CompileResult {
    const formatSet = new Set<string>();
    for (const acc of this.cards.values()) for (const f of acc.legal.keys()) formatSet.add(f);
    const formats = [...formatSet].sort();
    const accs = [...this.cards.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

    const cards: CompiledCard[] = accs.map((a) => ({
      name: a.name,
      supertypes: [...a.supertypes].sort(),
      types: [...a.types].sort(),
      legal: formats.map((f) => a.legal.get(f) ?? '-').join(''),
      ...(a.deckLimit !== undefined ? { deckLimit: a.deckLimit } : {}),
    }));

    const names = new Map<string, { cards: Set<number>; faces: Set<number> }>();
    const entry = (key: string) => {
      let e = names.get(key);
      if (!e) {
        e = { cards: new Set(), faces: new Set() };
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
    const nameRecords: NameRecord[] = [...names].map(([key, e]) => ({
      key,
      cards: [...e.cards].sort((x, y) => x - y),
      faces: [...e.faces].sort((x, y) => x - y),
    }));

    const foreign: ForeignRecord[] = [];
    const languages: Record<string, number> = {};
    accs.forEach((a, id) => {
      for (const [lang, set] of a.foreign) {
        const keys = new Set<string>();
        for (const name of set) {
          const key = foreignKey(name);
          // An English name recorded as a "foreign" one (it happens in MTGJSON's data for old printings) is not a
          // translation; the English lookup finds it. (For Latin-script names the two keys agree.)
          if (key === '' || names.has(key) || keys.has(key)) continue;
          keys.add(key);
          foreign.push({ key, card: id, lang, strict: strictForeignKey(name) });
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
    const postings = new Map<number, number[]>();
    candidates.forEach((c, i) => {
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
    };
    return { bytes: encodeDatabase(info, cards, nameRecords, foreign, { candidates, postings }), info };
  }
}
