/**
 * `deckcheck convert` with a card database (issue 41, item 23): foreign names written as the English card name (a
 * two-part card by its front face, a split card whole), a misspelled name as the one card the database suggests,
 * and a note for each name it cannot write (ambiguous, several suggestions, none). Without a database (--no-db) the
 * names are written as read, with no such notes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { fixtureDatabase, removeTempDirs, tempDir } from '../db/db-helpers.js';

let dataDir = '';
let deck = '';
beforeAll(async () => {
  dataDir = await fixtureDatabase('atomic');
  const dir = tempDir('deckcheck-convert-');
  deck = path.join(dir, 'deck.txt');
  writeFileSync(
    deck,
    '4 Blitzschlag\n2 Géant craque-os // Piétineur\n1 Fuego // Hielo\n4 Tarmogof\n1 Feuersturm\n1 Jace\n1 Xyzzy Quux\n46 Mountain\n',
  );
});
afterAll(() => removeTempDirs());

describe('convert with a card database', () => {
  it('Arena: English card names where the database reads one, the rest as read, each kind in a note', async () => {
    const r = await runCli(['convert', deck, '--to', 'arena', '--data-dir', dataDir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'Deck\n4 Lightning Bolt\n2 Bonecrusher Giant\n1 Fire // Ice\n4 Tarmogoyf\n1 Feuersturm\n1 Jace\n1 Xyzzy Quux\n46 Mountain\n',
    );
    const notes = r.stderr.split('\n').filter((l) => l.startsWith('deckcheck: note:'));
    const file = path.basename(deck);
    expect(notes.map((l) => l.replace(/^deckcheck: note: \S*deck\.txt: /, ''))).toEqual([
      'wrote 3 foreign names as the English card name: Blitzschlag → Lightning Bolt (line 1), Géant craque-os // Piétineur → Bonecrusher Giant (line 2), Fuego // Hielo → Fire // Ice (line 3).',
      'wrote 1 misspelled name as the one card the card database suggests: Tarmogof → Tarmogoyf (line 4). Check them.',
      'could not write 3 names as a card name, so they are written as read (another program may not read them): ' +
        'Feuersturm (line 5: could be Fire Tempest, Firestorm), Jace (line 6: did you mean Jace Beleren, Jace, the Mind Sculptor?), ' +
        'Xyzzy Quux (line 7: no card of that name).',
    ]);
    expect(notes.every((l) => l.includes(file))).toBe(true);
  });

  it('MTGO: the same English names, in its own spelling (Fire/Ice)', async () => {
    const r = await runCli(['convert', deck, '--to', 'mtgo', '--data-dir', dataDir]);
    expect(r.stdout.split('\n').slice(0, 4)).toEqual(['4 Lightning Bolt', '2 Bonecrusher Giant', '1 Fire/Ice', '4 Tarmogoyf']);
  });

  it('JSON: "english" from the database, and no note that there is none', async () => {
    const r = await runCli(['convert', deck, '--to', 'json', '--data-dir', dataDir]);
    expect(r.stderr).not.toContain('no card database is loaded');
    expect(r.stdout).toContain('"Lightning Bolt"');
  });

  it('--no-db: every name as read, no note about names', async () => {
    const r = await runCli(['convert', deck, '--to', 'arena', '--no-db']);
    expect(r.stdout.split('\n').slice(1, 3)).toEqual(['4 Blitzschlag', '2 Géant craque-os // Piétineur']);
    expect(r.stderr).not.toMatch(/foreign name|misspelled|could not write/);
  });
});
