/**
 * What the checker reports about each unit beyond the rules' findings (src/check): the command zone it read and the
 * sentence saying how, the notes about supplementary decks that were not checked, team units (name, team model,
 * decks), and the player named on a deck's own findings but not on the team's.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { NO_DATABASE_NOTE } from '../../src/check/check.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

const SHORT =
  'from the short sideboard: in Commander, a decklist without a Commander section and with a sideboard of 1 to 3 ' +
  'cards has its command zone there (one or two commanders and at most one companion; the companion is the card ' +
  'with a companion ability).';
const SECTION =
  'as the decklist names the command zone (a Commander or Companion section, a COMMANDER: line, or the MTGO .dek ' +
  'commander annotation).';
const NONE =
  'No commander found: the decklist has no Commander section, and no sideboard of 1 to 3 cards to read as the command zone.';

describe('the command zone of a Commander deck', () => {
  it.each([
    {
      name: 'one card after a blank line is the commander',
      text: '99 Forest\n\n1 Kenrith, the Returned King\n',
      zone: ['sideboard', ['Kenrith, the Returned King'], [], `Read commander Kenrith, the Returned King (line 3) ${SHORT}`],
      counts: { main: 99, sideboard: 0, commander: 1, companion: 0 },
    },
    {
      name: 'a commander and a companion in a short sideboard',
      text: '98 Forest\n\n1 Kenrith, the Returned King\n1 Yorion, Sky Nomad\n',
      zone: [
        'sideboard',
        ['Kenrith, the Returned King'],
        ['Yorion, Sky Nomad'],
        `Read commander Kenrith, the Returned King (line 3); companion Yorion, Sky Nomad (line 4) ${SHORT}`,
      ],
      counts: { main: 98, sideboard: 0, commander: 1, companion: 1 },
    },
    {
      name: 'two companions: the first is the commander',
      text: '99 Forest\n\n1 Lurrus of the Dream-Den\n1 Yorion, Sky Nomad\n',
      zone: [
        'sideboard',
        ['Lurrus of the Dream-Den'],
        ['Yorion, Sky Nomad'],
        `Read commander Lurrus of the Dream-Den (line 3); companion Yorion, Sky Nomad (line 4) ${SHORT}`,
      ],
      counts: { main: 99, sideboard: 0, commander: 1, companion: 1 },
    },
    {
      name: 'three cards, companion first: the companion is told by its ability, not its place',
      text: '97 Forest\n\n1 Yorion, Sky Nomad\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n',
      zone: [
        'sideboard',
        ['Tymna the Weaver', 'Thrasios, Triton Hero'],
        ['Yorion, Sky Nomad'],
        `Read commanders Tymna the Weaver (line 4) and Thrasios, Triton Hero (line 5); companion Yorion, Sky Nomad (line 3) ${SHORT}`,
      ],
      counts: { main: 97, sideboard: 0, commander: 2, companion: 1 },
    },
    {
      name: 'partners in a Commander section, in the order written',
      text: 'Commander\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\nDeck\n98 Forest\n',
      zone: [
        'section',
        ['Tymna the Weaver', 'Thrasios, Triton Hero'],
        [],
        `Read commanders Tymna the Weaver (line 2) and Thrasios, Triton Hero (line 3) ${SECTION}`,
      ],
      counts: { main: 98, sideboard: 0, commander: 2, companion: 0 },
    },
    {
      name: 'a Companion section alone names the command zone; the sideboard is then a sideboard',
      text: 'Companion\n1 Yorion, Sky Nomad\nDeck\n99 Forest\nSideboard\n1 Opt\n',
      zone: ['section', [], ['Yorion, Sky Nomad'], `Read companion Yorion, Sky Nomad (line 2) ${SECTION}`],
      counts: { main: 99, sideboard: 1, commander: 0, companion: 1 },
    },
    {
      name: 'no sideboard',
      text: '100 Forest\n',
      zone: ['none', [], [], NONE],
      counts: { main: 100, sideboard: 0, commander: 0, companion: 0 },
    },
    {
      name: 'a sideboard of four cards is a sideboard',
      text: '96 Forest\n\n1 Opt\n1 Shock\n1 Ponder\n1 Negate\n',
      zone: ['none', [], [], NONE],
      counts: { main: 96, sideboard: 4, commander: 0, companion: 0 },
    },
    {
      name: 'a sideboard of one line of four copies is a sideboard',
      text: '96 Forest\n\n4 Opt\n',
      zone: ['none', [], [], NONE],
      counts: { main: 96, sideboard: 4, commander: 0, companion: 0 },
    },
  ])('$name', async ({ text, zone, counts }) => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'commander', date: '2025-01-15' });
    const deck = checkTexts(prepared, [{ file: 'c.txt', text }]).units[0]?.decks[0];
    const [source, commanders, companions, explanation] = zone;
    expect(deck?.commandZone).toEqual({ source, commanders, companions, explanation });
    expect(deck?.counts).toMatchObject(counts);
  });

  it('a format outside the Commander family reads no command zone', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    const deck = checkTexts(prepared, [{ file: 'l.txt', text: '60 Island\n\n1 Opt\n' }]).units[0]?.decks[0];
    expect(deck?.commandZone).toBeUndefined();
    expect(deck?.counts).toMatchObject({ main: 60, sideboard: 1, commander: 0 });
  });
});

describe('notes about supplementary decks', () => {
  const schemes = (file: string) => ({ file, text: '60 Island\nSchemes\n20 Foo\n' });
  const planes = (file: string) => ({ file, text: '60 Island\nPlanes\n10 Bar\n' });

  it.each([
    {
      name: 'one deck of each kind, without a variant',
      decks: [schemes('a.txt'), planes('p.txt')],
      variant: undefined,
      notes: [
        'a.txt has a scheme deck; it is not checked unless you choose one of --variant archenemy, supervillain-rumble, archenemy-commander.',
        'p.txt has a planar deck; it is not checked unless you choose --variant planechase.',
      ],
    },
    {
      name: 'three decks are all named',
      decks: [schemes('a.txt'), schemes('b.txt'), schemes('c.txt')],
      variant: undefined,
      notes: [
        'a.txt, b.txt, c.txt have scheme decks; they are not checked unless you choose one of --variant archenemy, supervillain-rumble, archenemy-commander.',
      ],
    },
    {
      name: 'five decks: the first three and how many more',
      decks: ['a', 'b', 'c', 'd', 'e'].map((f) => planes(`${f}.txt`)),
      variant: undefined,
      notes: ['a.txt, b.txt, c.txt and 2 more have planar decks; they are not checked unless you choose --variant planechase.'],
    },
    {
      name: 'under Planechase, a scheme deck is still noted and the planar deck is not',
      decks: [schemes('a.txt'), planes('p.txt')],
      variant: 'planechase',
      notes: [
        'a.txt has a scheme deck; it is not checked unless you choose one of --variant archenemy, supervillain-rumble, archenemy-commander.',
      ],
    },
  ])('$name', async ({ decks, variant, notes }) => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15', ...(variant ? { variant } : {}) });
    expect(checkTexts(prepared, decks).notes).toEqual([NO_DATABASE_NOTE, ...notes]);
  });

  it.each([
    ['legacy', 'Archenemy Commander: the main deck is checked as Legacy (deck size, copies, lists); Commander deck rules (100 cards, singleton, colour identity) are not checked.'],
    ['commander', 'Archenemy Commander: the main deck is checked as a Commander deck (CR 904.13a).'],
  ])('Archenemy Commander checked as %s says what the main deck is checked as', async (format, note) => {
    const prepared = await prepareCheck({ builtInCardData: false, format, date: '2025-01-15', variant: 'archenemy-commander' });
    const r = checkTexts(prepared, [{ file: 'a.txt', text: '60 Island\nSchemes\n20 Foo\n' }]);
    expect(r.notes).toEqual([NO_DATABASE_NOTE, note]);
    expect(r.variant).toEqual({ id: 'archenemy-commander', name: expect.any(String) as string });
  });
});

describe('teams and players', () => {
  it('a team is one unit named by its decks, checked as 2HG unless told otherwise', async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15', team: true });
    const r = checkTexts(prepared, [
      { file: 'b.txt', text: '60 Island\n', player: 'Bo' },
      { file: 'a.txt', text: '60 Island\n', player: 'Al' },
    ]);
    expect(r.units.map((u) => [u.kind, u.name, u.teamRules, u.legal, u.decks.map((d) => [d.file, d.player])])).toEqual([
      [
        'team',
        'b.txt + a.txt',
        '2hg',
        true,
        [
          ['b.txt', 'Bo'],
          ['a.txt', 'Al'],
        ],
      ],
    ]);
  });

  it("a deck's own findings name its player; a deck without a player is named by its file", async () => {
    const prepared = await prepareCheck({ builtInCardData: false, format: 'legacy', date: '2025-01-15' });
    const r = checkTexts(prepared, [
      { file: 'a.txt', text: '60 Island\nhello\n', player: 'Al' },
      { file: 'b.txt', text: '60 Island\nhello\n' },
    ]);
    expect(r.units.map((u) => u.name)).toEqual(['Al', 'b.txt']);
    expect(r.findings.map((f) => [f.file, f.line, f.rule, f.player])).toEqual([
      ['a.txt', 2, 'parse-error', 'Al'],
      ['b.txt', 2, 'parse-error', undefined],
    ]);
    expect(r.units[0]?.decks[0]).toMatchObject({ errors: 1, warnings: 0 });
    expect([r.errors, r.warnings, r.legal]).toEqual([2, 0, false]);
  });
});
