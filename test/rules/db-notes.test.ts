/**
 * The wording the card-database rules share (src/rules/db-notes.ts): how the database is named in a message, and how
 * suggested names are listed ("a", "b" or "c").
 */
import { describe, expect, it } from 'vitest';
import { databaseLabel, quoteList } from '../../src/rules/db-notes.js';

describe('databaseLabel', () => {
  it.each([
    { name: 'no database', db: null, label: 'the card database' },
    { name: 'no database (absent)', db: undefined, label: 'the card database' },
    {
      name: 'source, version and date',
      db: { source: 'MTGJSON AllPrintings', version: '5.2.0+20220425', date: '2022-04-25', cards: 3 },
      label: 'the card database (MTGJSON AllPrintings 5.2.0+20220425 of 2022-04-25)',
    },
    {
      name: 'no version: source and date only, one space',
      db: { source: 'Scryfall default-cards', date: '2024-02-01', cards: 3 },
      label: 'the card database (Scryfall default-cards of 2024-02-01)',
    },
    {
      name: 'an empty version is no version',
      db: { source: 'MTGJSON AllPrintings', version: '', date: '2024-02-01', cards: 3 },
      label: 'the card database (MTGJSON AllPrintings of 2024-02-01)',
    },
    {
      name: 'a null version is no version',
      db: { source: 'MTGJSON AllPrintings', version: null, date: '2024-02-01', cards: 3 },
      label: 'the card database (MTGJSON AllPrintings of 2024-02-01)',
    },
  ])('$name', ({ db, label }) => {
    expect(databaseLabel(db)).toBe(label);
  });
});

describe('quoteList', () => {
  it.each([
    { names: [], text: '' },
    { names: ['Lightning Bolt'], text: '"Lightning Bolt"' },
    { names: ['Jace Beleren', 'Jace, the Mind Sculptor'], text: '"Jace Beleren" or "Jace, the Mind Sculptor"' },
    { names: ['Opt', 'Ort', 'Oust'], text: '"Opt", "Ort" or "Oust"' },
    { names: ['A', 'B', 'C', 'D'], text: '"A", "B", "C" or "D"' },
  ])('$names', ({ names, text }) => {
    expect(quoteList(names)).toBe(text);
  });
});
