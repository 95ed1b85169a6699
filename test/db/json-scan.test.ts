/** The streaming JSON scanner: the values it hands over do not depend on where the input is cut into chunks. */
import { describe, expect, it } from 'vitest';
import { JsonScanError, JsonScanner, scanJson, type Decision, type PathItem } from '../../src/db/json-scan.js';

interface Seen {
  values: [string, unknown][];
  left: string[];
}

/** Capture every value at `depth`, descend above it. */
function scanAt(text: string, depth: number, chunkSize: number): Seen {
  const seen: Seen = { values: [], left: [] };
  const scanner = new JsonScanner({
    decide: (p: readonly PathItem[]): Decision => (p.length < depth ? 'descend' : 'capture'),
    value: (p, v) => seen.values.push([p.join('/'), v]),
    leave: (p) => seen.left.push(p.join('/')),
  });
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += chunkSize) scanner.push(bytes.subarray(i, i + chunkSize));
  scanner.end();
  return seen;
}

const DOC = JSON.stringify({
  meta: { date: '2024-01-02', version: '5.2.2' },
  data: {
    A: { cards: [{ name: 'Fire // Ice', text: 'Tap target permanent.\nDraw a card.' }, { name: 'Nazgûl', n: -1.5e3 }] },
    'B "quoted"': { cards: [{ name: 'Ends with a backslash \\', deep: [[[{ x: '}]' }]]] }, true, false, null, 0] },
    C: { cards: [], tokens: [{ name: '稲妻 // 火', t: 'Удар Молнии' }] },
  },
});

describe('JsonScanner', () => {
  it('hands over the same values whatever the chunk size (every split point, multi-byte characters too)', () => {
    const whole = scanAt(DOC, 3, DOC.length + 1);
    const expected = JSON.parse(DOC) as { data: Record<string, Record<string, unknown>> };
    expect(whole.values.map(([p]) => p)).toEqual([
      'meta/date',
      'meta/version',
      'data/A/cards',
      'data/B "quoted"/cards',
      'data/C/cards',
      'data/C/tokens',
    ]);
    expect(whole.values.find(([p]) => p === 'data/B "quoted"/cards')?.[1]).toEqual(expected.data['B "quoted"']?.cards);
    for (const size of [1, 2, 3, 5, 7, 16, 64]) expect(scanAt(DOC, 3, size), `chunks of ${size}`).toEqual(whole);
  });

  it('walks into the containers it is told to, and reports leaving them', () => {
    const seen = scanAt(DOC, 4, 9);
    expect(seen.values.filter(([p]) => p.startsWith('data/A/cards/')).map(([, v]) => v)).toEqual([
      { name: 'Fire // Ice', text: 'Tap target permanent.\nDraw a card.' },
      { name: 'Nazgûl', n: -1500 },
    ]);
    expect(seen.values.filter(([p]) => p.startsWith('data/B "quoted"/cards/')).map(([, v]) => v)).toEqual([
      { name: 'Ends with a backslash \\', deep: [[[{ x: '}]' }]]] },
      true,
      false,
      null,
      0,
    ]);
    expect(seen.left).toContain('data/A/cards');
    expect(seen.left).toContain('data/A');
    expect(seen.left.at(-1)).toBe('');
  });

  it('skips what it is told to skip without handing it over', async () => {
    const values: unknown[] = [];
    await scanJson([Buffer.from(DOC)], {
      decide: (p) => (p.length === 0 || (p.length === 1 && p[0] === 'meta') ? 'descend' : p[0] === 'meta' ? 'capture' : 'skip'),
      value: (_p, v) => values.push(v),
    });
    expect(values).toEqual(['2024-01-02', '5.2.2']);
  });

  it('reads a root array and scalars at the end of the input', () => {
    expect(scanAt('[1, "two", {"three": 3}]', 1, 2).values.map(([, v]) => v)).toEqual([1, 'two', { three: 3 }]);
    expect(scanAt(' 42 ', 0, 1).values).toEqual([['', 42]]);
    expect(scanAt('-7', 0, 1).values).toEqual([['', -7]]);
  });

  it.each([
    ['', /no JSON data/],
    ['{"a": [1, 2', /ends in the middle/],
    ['{"a" 1}', /expected ":"/],
    ['{"a": 1,}', /expected a property name/],
    ['[1 2]', /expected ","/],
    ['{"a": 1} x', /after the end/],
    ['{"a": tru}', /malformed JSON value/],
    ['{a: 1}', /expected a property name/],
  ])('rejects %j with a clear message', (text, message) => {
    expect(() => scanAt(text, 2, 3)).toThrow(message);
    expect(() => scanAt(text, 2, 3)).toThrow(JsonScanError);
  });
});
