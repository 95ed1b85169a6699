/**
 * The Commander bracket data (src/data/brackets): each file against its schema, the Game Changers list's versions
 * against what their announcements say of them (sizes, cards added and removed), every card name against the
 * reference card list, and the mass land denial and extra-turn cards: the script's patterns on card texts that are and
 * are not in each category, and the written file against the script's output on the reference MTGJSON file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bracketCategories, BRACKETS, gameChangers, twoCardCombos } from '../../src/data/brackets.js';
import { bracketsSchema, categoriesSchema, combosSchema, gameChangersSchema } from '../../src/data/brackets/schema.js';
import { gameChangersOn } from '../../src/formats/brackets.js';
import { categoriesJson, classify, readAtomic } from '../../scripts/bracket-categories.js';
import { HAS_SHARED, REPO, SHARED_DATA, SHARED_SKIP_REASON } from '../helpers.js';

const dataFile = (name: string): unknown => JSON.parse(readFileSync(path.join(REPO, 'src/data/brackets', name), 'utf8'));

describe('the bracket data files', () => {
  it('each file matches its schema', () => {
    expect(() => gameChangersSchema.parse(dataFile('game-changers.json'))).not.toThrow();
    expect(() => bracketsSchema.parse(dataFile('brackets.json'))).not.toThrow();
    expect(() => combosSchema.parse(dataFile('combos.json'))).not.toThrow();
    expect(() => categoriesSchema.parse(dataFile('categories.json'))).not.toThrow();
  });

  it('the updates are in order, each on or after the first list, each citing its announcement on magic.wizards.com', () => {
    let last = gameChangers().since;
    for (const e of gameChangers().events) {
      expect(e.effective >= last).toBe(true);
      expect(e.announced <= e.effective).toBe(true);
      expect(e.source).toMatch(/^https:\/\/magic\.wizards\.com\/en\/news\/announcements\/commander-brackets-beta-update-/);
      last = e.effective;
    }
    expect(gameChangers().knownThrough.day >= last).toBe(true);
    expect(BRACKETS.since).toBe(gameChangers().since);
  });

  it('the sizes the announcements and their coverage give: 40; 2 off and 18 on (56); 53 after February 2026', () => {
    expect(gameChangers().initial).toHaveLength(40);
    const april = gameChangers().events[0];
    expect([april?.changes.removed?.length, april?.changes.added?.length]).toEqual([2, 18]);
    expect(gameChangersOn('2025-04-22').size).toBe(56);
    expect(gameChangersOn('2026-02-09').size).toBe(53);
    // Biorhythm joined the list on the day it was unbanned (2026-02-09); Lutri, unbanned the same day, did not.
    expect(gameChangersOn('2026-02-09').cards.has('biorhythm')).toBe(true);
    expect([...gameChangersOn('2026-02-09').cards.values()]).not.toContain('Lutri, the Spellchaser');
  });

  it('no update adds a card already on the list or removes one that is not', () => {
    const on = new Set(gameChangers().initial);
    expect(on.size).toBe(gameChangers().initial.length);
    for (const e of gameChangers().events) {
      for (const c of e.changes.removed ?? []) expect(on.delete(c), `${e.effective} removes ${c}`).toBe(true);
      for (const c of e.changes.added ?? []) {
        expect(on.has(c), `${e.effective} adds ${c}`).toBe(false);
        on.add(c);
      }
    }
  });

  it('the named combos are two different cards each, with their source', () => {
    expect(twoCardCombos().note).toContain('Not exhaustive');
    for (const c of twoCardCombos().combos) expect(c.cards[0]).not.toBe(c.cards[1]);
  });
});

describe.skipIf(!HAS_SHARED)('the bracket data against the reference data (../shared/data)', () => {
  it('every card name of the lists is a card of the reference card list, as written there', () => {
    const names = new Set(
      readFileSync(path.join(SHARED_DATA, 'cards/cards.ndjson'), 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => (JSON.parse(l) as { name: string }).name),
    );
    const all = [
      ...gameChangers().initial,
      ...gameChangers().events.flatMap((e) => [...(e.changes.added ?? []), ...(e.changes.removed ?? [])]),
      ...twoCardCombos().combos.flatMap((c) => c.cards),
    ];
    expect(all.filter((n) => !names.has(n))).toEqual([]);
  });

  it('categories.json is what scripts/bracket-categories.js writes from AtomicCards-synth-2026', () => {
    const file = path.join(SHARED_DATA, 'mtgjson/AtomicCards-synth-2026.json.gz');
    expect(categoriesJson(readAtomic(file), file)).toEqual(dataFile('categories.json'));
    expect(bracketCategories().massLandDenial).toContain('Armageddon');
    expect(bracketCategories().extraTurns).toContain('Time Warp');
  }, 120_000);
});

describe.skipIf(HAS_SHARED)('the bracket data against the reference data', () => {
  it.skip(SHARED_SKIP_REASON, () => undefined);
});

describe('the category patterns', () => {
  // [name, rules text, mass land denial?, extra turns?]
  const cases: [string, string, boolean, boolean][] = [
    ['Armageddon', 'Destroy all lands.', true, false],
    ['Jokulhaups', 'Destroy all artifacts, creatures, and lands. They can\'t be regenerated.', true, false],
    ['Devastation', 'Destroy all creatures and lands.', true, false],
    ['Ruination', 'Destroy all nonbasic lands.', true, false],
    ['Wildfire', 'Each player sacrifices four lands. Wildfire deals 4 damage to each creature.', true, false],
    ['Winter Orb', "As long as Winter Orb is untapped, players can't untap more than one land during their untap steps.", true, false],
    ['Blood Moon', 'Nonbasic lands are Mountains.', true, false],
    ['Back to Basics', "Nonbasic lands don't untap during their controllers' untap steps.", true, false],
    ['Upheaval', "Return all permanents to their owners' hands.", true, false],
    ['Worldslayer', 'Whenever equipped creature deals combat damage to a player, destroy all permanents other than Worldslayer.', true, false],
    ['Flashfires', 'Destroy all Plains.', true, false],
    // Not mass land denial: the player's own lands, one player's lands, permanents other than lands, a single land.
    ['Mungha Wurm', "You can't untap more than one land during your untap step.", false, false],
    ['Return of the Nightstalkers', 'Destroy all Swamps you control.', false, false],
    ['Ajani Vengeant', '−7: Destroy all lands target player controls.', false, false],
    ['Scourglass', 'Destroy all permanents except for artifacts and lands.', false, false],
    ['Cyclone Summoner', "return all permanents to their owners' hands except for Giants, Wizards, and lands.", false, false],
    ['Stone Rain', 'Destroy target land.', false, false],
    ['Wrath of God', "Destroy all creatures. They can't be regenerated.", false, false],
    // Extra turns.
    ['Time Warp', 'Target player takes an extra turn after this one.', false, true],
    ['Time Stretch', 'Target player takes two extra turns after this one.', false, true],
    ['Nexus of Fate', 'Take an extra turn after this one. If Nexus of Fate would be put into a graveyard from anywhere, reveal Nexus of Fate and shuffle it into its owner\'s library instead.', false, true],
    // Not extra turns: cards that stop them.
    ['Stranglehold', "Your opponents can't search libraries. If an opponent would begin an extra turn, that player skips that turn instead.", false, false],
    ['Trouble in Pairs', 'If an opponent would begin an extra turn, that player skips that turn instead.', false, false],
    ['Time Walk (reminder)', 'Draw a card. (This is not an extra turn.)', false, false],
  ];
  it.for(cases)('%s', ([name, text, mld, turns]) => {
    const c = classify(name, text) as { massLandDenial?: string; extraTurns?: string };
    expect(c.massLandDenial !== undefined).toBe(mld);
    expect(c.extraTurns !== undefined).toBe(turns);
  });
});
