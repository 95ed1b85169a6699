import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineColumn, manifestJsonSchema, validateManifest } from '../../src/event/manifest.js';
import { REPO } from '../helpers.js';

const read = (f: string): unknown => JSON.parse(readFileSync(path.join(REPO, 'fixtures/events', f), 'utf8'));

describe('event manifest', () => {
  it('accepts the example', () => {
    const r = validateManifest(read('example.json'));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.manifest.teams.map((t) => t.name)).toEqual(['Red-Green Giants', 'Too Many Bolts']);
      expect(r.manifest.players).toHaveLength(1);
    }
  });

  it.each([
    [
      'invalid-shape.json',
      [
        /^format: /,
        /^date: write the day as YYYY-MM-DD$/,
        /^teams\[0\]\.players: a team needs at least two players$/,
        /^players\[0\]\.deck: /,
        /^\(top level\): .*prizes/,
      ],
    ],
    ['invalid-duplicates.json', [/^players\[1\]\.deck: "\.\.\/rules\/deck-size-min\/legal-60\.txt" is already the deck of players\[0\]$/, /^players\[1\]\.name: "Hank" is already used at players\[0\]$/]],
  ])('%s: every problem as "path: message"', (file, expected) => {
    const r = validateManifest(read(file));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toHaveLength(expected.length);
      for (const re of expected) expect(r.problems.some((p) => re.test(p)), `${re} in ${r.problems.join(' | ')}`).toBe(true);
    }
  });

  it('a schema error does not hide the other problems: all are reported at once (issue 41 item 21)', () => {
    const r = validateManifest({
      schemaVersion: 1,
      format: 'legacy',
      date: '15/01/2025',
      players: [
        { name: 'Hank', deck: 'a.txt', pool: 'p.txt' },
        { name: 'Hank', deck: 'a.txt', seat: 'A' },
        { name: 'Ida', deck: 42 },
      ],
      teams: [{ name: 'Pair', players: [{ name: 'Jo', deck: 'b.txt', pool: 'q.txt' }, { name: 'Kim', deck: 'c.txt' }], teamRules: 'unified' }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toEqual([
        'date: write the day as YYYY-MM-DD',
        'players[2].deck: Invalid input: expected string, received number',
        'players[1].deck: "a.txt" is already the deck of players[0]',
        'players[1].name: "Hank" is already used at players[0]',
        'players[0].pool: pools are for "format": "sealed" or "draft"',
        'players[1].seat: seats are for the players of a team; list the player under a team',
        'teams[0].players: a Team Unified Constructed team has three players (seats A, B, C), not 2',
        'teams[0].players[0].pool: pools are for "format": "sealed" or "draft"',
        'teams[0].players[0].pool: a team shares one pool; give it as teams[0].pool',
      ]);
    }
  });

  it('needs at least one player or team', () => {
    const r = validateManifest({ schemaVersion: 1, format: 'legacy' });
    expect(r).toEqual({ ok: false, problems: ['(top level): name at least one player or team'] });
  });

  it('the published schema is the zod one', () => {
    expect(JSON.parse(readFileSync(path.join(REPO, 'schema/event.schema.json'), 'utf8'))).toEqual(manifestJsonSchema());
  });

  it('lineColumn', () => {
    expect(lineColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});

import { jsonErrorOffset } from '../../src/input/json-position.js';

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": 1}', undefined],
    ['[1, 2, {"b": [true, false, null, "x\\n"]}]', undefined],
    ['{"a": 1,}', 8],
    ['[1, 2,\n]', 7],
    ['{"a" 1}', 5],
    ['{"a": tru}', 6],
    ['{"a": "\\q"}', 8],
    ['{} x', 3],
    ['', 0],
  ])('%j → %s', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
    if (offset === undefined) expect(() => JSON.parse(text) as unknown).not.toThrow();
    else expect(() => JSON.parse(text) as unknown).toThrow();
  });
});
