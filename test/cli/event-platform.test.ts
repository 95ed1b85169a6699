/**
 * The event's platform rules every deck (issue 41 item 19): in a tabletop event (the manifest names no platform, and
 * Modern is a tabletop format) a player's Magic Online .dek export is checked as a tabletop list, not for Magic
 * Online; with "platform": "mtgo" every deck is checked for Magic Online.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/schema.js';
import { REPO, runCli } from '../helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'deckcheck-event-platform-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an event and its platform', () => {
  it('a tabletop event: a .dek list is checked as tabletop, like every other deck', async () => {
    const r = await runCli(['event', '--no-db', '-r', 'json', '-r', `stylish:${path.join(dir, 'out.txt')}`, 'fixtures/events/paper-dek.json']);
    expect(r.code).toBe(0);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.platform).toBe('paper');
    expect(doc.units.map((u) => [u.name, u.decks[0]?.platform])).toEqual([
      ['Lee', null],
      ['Mo', null],
    ]);
    const stylish = readFileSync(path.join(dir, 'out.txt'), 'utf8');
    expect(stylish).toContain('Lee: fixtures/formats/dek/burn.dek (60 main deck, 9 sideboard)\n');
    expect(stylish).not.toContain('checked for Magic Online');
  });

  it('"platform": "mtgo": every deck is checked for Magic Online, the report says so once', async () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO, 'fixtures/events/paper-dek.json'), 'utf8')) as { players: { deck: string }[] };
    const file = path.join(dir, 'mtgo.json');
    writeFileSync(
      file,
      JSON.stringify({ ...manifest, $schema: undefined, platform: 'mtgo', players: manifest.players.map((p) => ({ ...p, deck: path.join(REPO, 'fixtures/events', p.deck) })) }),
    );
    const r = await runCli(['event', '--no-db', '-r', 'json', file]);
    expect(r.code).toBe(0);
    const doc = ReportSchema.parse(JSON.parse(r.stdout));
    expect(doc.platform).toBe('mtgo');
    expect(doc.units.map((u) => u.decks[0]?.platform)).toEqual([null, null]);
  });
});
