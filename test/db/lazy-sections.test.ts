/**
 * The database file is not read whole when opened: foreign names and suggestions are read on first use, from the
 * file the check opened. A database imported again meanwhile (a new file renamed over the old one) changes nothing
 * for a check already running, and a file cut short is refused when opened.
 */
import { readFileSync, truncateSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedIndex } from '../../src/cards/index.js';
import { DatabaseIndex } from '../../src/db/database-index.js';
import { importCardFile } from '../../src/db/import.js';
import { DatabaseError, readDatabaseFile } from '../../src/db/load.js';
import { databasePath } from '../../src/db/paths.js';
import { DB_FIXTURES, fixtureDatabase, IMPORTED_AT, removeTempDirs } from './db-helpers.js';

afterAll(removeTempDirs);

describe('database sections read on first use', () => {
  it('holds the same bytes as the file once every section is needed', async () => {
    const dir = await fixtureDatabase('allPrintings');
    const db = await readDatabaseFile(dir);
    if (!db) throw new Error('no database');
    for (const name of Object.keys(db.range) as (keyof typeof db.range)[]) db.need(name);
    expect(db.buf.equals(readFileSync(databasePath(dir)))).toBe(true);
  });

  it('a foreign name and a suggestion still resolve after the database was imported again', async () => {
    const dir = await fixtureDatabase('allPrintings');
    const db = await readDatabaseFile(dir);
    if (!db) throw new Error('no database');
    // Another import (a Scryfall oracle file: no foreign names) replaces the file while this check runs.
    await importCardFile(DB_FIXTURES.scryfallOracle, dir, { now: IMPORTED_AT });
    const index = new DatabaseIndex(db, embeddedIndex());
    const foreign = index.resolve('Blitzschlag');
    expect(foreign.kind).toBe('foreign');
    if (foreign.kind === 'foreign') expect(foreign.card.name).toBe('Lightning Bolt');
    const unknown = index.resolve('Lightening Bolt');
    expect(unknown.kind).toBe('unknown');
    if (unknown.kind === 'unknown') expect(unknown.suggestions).toEqual(['Lightning Bolt']);
  });

  it('a file cut short is refused when opened, naming the file and what to do', async () => {
    const dir = await fixtureDatabase('atomic');
    const file = databasePath(dir);
    truncateSync(file, readFileSync(file).length - 10);
    const err = await readDatabaseFile(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseError);
    expect((err as Error).message).toContain(file);
    expect((err as Error).message).toMatch(/damaged.*Import it again/);
  });
});
