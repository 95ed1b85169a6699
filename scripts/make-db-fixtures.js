// Writes the small card-data fixtures in fixtures/db/: the same hand-written cards in each shape `deckcheck db import`
// reads (MTGJSON AtomicCards, MTGJSON AllPrintings, Scryfall oracle-cards, Scryfall default-cards), with the fields
// deckcheck ignores as well, so the tests exercise skipping them. Run `node scripts/make-db-fixtures.js` after
// changing the list below; the output is deterministic.
import { mkdirSync, writeFileSync } from 'node:fs';

const FORMATS = ['commander', 'legacy', 'modern', 'pauper', 'pioneer', 'standard', 'vintage'];

// legal: format → L(egal) | B(anned) | R(estricted); missing formats are not legal.
// foreign: [language, name, face names…] (MTGJSON language names).
const CARDS = [
  {
    name: 'Lightning Bolt',
    type: 'Instant',
    text: 'Lightning Bolt deals 3 damage to any target.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', vintage: 'L' },
    sets: ['LEA', 'M11'],
    foreign: [
      ['German', 'Blitzschlag'],
      ['French', 'Foudre'],
      ['Japanese', '稲妻'],
      ['Russian', 'Удар Молнии'],
      ['Chinese Simplified', '闪电击'],
    ],
  },
  {
    name: 'Fire // Ice',
    layout: 'split',
    faces: [
      { name: 'Fire', type: 'Instant', text: 'Fire deals 2 damage divided as you choose among one or two targets.' },
      { name: 'Ice', type: 'Instant', text: 'Tap target permanent.\nDraw a card.' },
    ],
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', vintage: 'L' },
    sets: ['APC'],
    foreign: [
      ['Spanish', 'Fuego // Hielo', 'Fuego', 'Hielo'],
      ['Japanese', '火 // 氷', '火', '氷'],
      // MTGJSON sometimes records the English name as a foreign one.
      ['Chinese Simplified', 'Fire // Ice', 'Fire', 'Ice'],
    ],
  },
  {
    name: 'Start // Finish',
    layout: 'aftermath',
    faces: [
      { name: 'Start', type: 'Instant', text: 'Create two 1/1 white Warrior creature tokens with vigilance.' },
      { name: 'Finish', type: 'Sorcery', text: 'Aftermath\nAs an additional cost to cast Finish, sacrifice a creature.\nDestroy target creature.' },
    ],
    legal: { commander: 'L', legacy: 'L', modern: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['AKH'],
  },
  {
    // A playtest card: shares the face "Start" with Start // Finish and "Fire" with Fire // Ice.
    name: 'Start // Fire',
    layout: 'split',
    faces: [
      { name: 'Start', type: 'Instant', text: 'Start a fire.' },
      { name: 'Fire', type: 'Instant', text: 'Fire deals 2 damage to any target.' },
    ],
    legal: {},
    sets: ['CMB1'],
  },
  {
    name: 'Delver of Secrets // Insectile Aberration',
    layout: 'transform',
    faces: [
      {
        name: 'Delver of Secrets',
        type: 'Creature — Human Wizard',
        text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.',
      },
      { name: 'Insectile Aberration', type: 'Creature — Human Insect', text: 'Flying' },
    ],
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['ISD', 'MID'],
    foreign: [['German', 'Geheimnisstöberer // Insekten-Scheußlichkeit', 'Geheimnisstöberer', 'Insekten-Scheußlichkeit']],
  },
  {
    name: 'Bonecrusher Giant // Stomp',
    layout: 'adventure',
    faces: [
      {
        name: 'Bonecrusher Giant',
        type: 'Creature — Giant',
        text: 'Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell\'s controller.',
      },
      { name: 'Stomp', type: 'Instant — Adventure', text: 'Damage can\'t be prevented this turn. Stomp deals 2 damage to any target.' },
    ],
    legal: { commander: 'L', legacy: 'L', modern: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['ELD'],
    foreign: [['French', 'Géant craque-os // Piétineur', 'Géant craque-os', 'Piétineur']],
  },
  {
    name: 'Bruna, the Fading Light // Brisela, Voice of Nightmares',
    layout: 'meld',
    faces: [
      {
        name: 'Bruna, the Fading Light',
        type: 'Legendary Creature — Angel Horror',
        text: 'When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, the Broken Blade.)',
      },
      {
        name: 'Brisela, Voice of Nightmares',
        type: 'Legendary Creature — Eldrazi Angel',
        text: 'Flying, first strike, vigilance, lifelink\nYour opponents can\'t cast spells with mana value 3 or less.',
      },
    ],
    legal: { commander: 'L', legacy: 'L', modern: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['EMN'],
  },
  {
    name: 'Relentless Rats',
    type: 'Creature — Rat',
    text: 'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.\nA deck can have any number of cards named Relentless Rats.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', vintage: 'L' },
    sets: ['10E', 'M11'],
  },
  {
    name: 'Seven Dwarves',
    type: 'Creature — Dwarf',
    text: 'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.\nA deck can have up to seven cards named Seven Dwarves.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['ELD'],
  },
  {
    name: 'Nazgûl',
    type: 'Creature — Wraith Knight',
    text: 'Deathtouch\nWhen Nazgûl enters, the Ring tempts you. Then put a +1/+1 counter on each Wraith you control.\nA deck can have up to nine cards named Nazgûl.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', vintage: 'L' },
    sets: ['LTR'],
  },
  {
    name: 'Once More with Feeling',
    type: 'Sorcery',
    text: 'Exile all permanents and all cards from all graveyards. Each player shuffles their hand into their library, then draws seven cards. Each player\'s life total becomes 10. Exile Once More with Feeling.\nDCI ruling — A deck can have only one card named Once More with Feeling.',
    legal: {},
    sets: ['UGL'],
  },
  {
    // Its text searches for copies; it does not lift the four-copy limit.
    name: 'Battalion Foot Soldier',
    type: 'Creature — Human Soldier',
    text: 'When Battalion Foot Soldier enters, you may search your library for any number of cards named Battalion Foot Soldier, reveal them, put them into your hand, then shuffle.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['M20'],
  },
  {
    name: 'Plains',
    type: 'Basic Land — Plains',
    text: '({T}: Add {W}.)',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', pioneer: 'L', standard: 'L', vintage: 'L' },
    sets: ['LEA', 'M11'],
  },
  {
    name: 'Mountain',
    type: 'Basic Land — Mountain',
    text: '({T}: Add {R}.)',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', pioneer: 'L', standard: 'L', vintage: 'L' },
    sets: ['LEA', 'M11'],
  },
  {
    name: 'Snow-Covered Island',
    type: 'Basic Snow Land — Island',
    text: '({T}: Add {U}.)',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pauper: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['KHM'],
  },
  {
    name: 'Oko, Thief of Crowns',
    type: 'Legendary Planeswalker — Oko',
    text: '+2: Create a Food token.\n+1: Target artifact or creature loses all abilities and becomes a green Elk creature with base power and toughness 3/3.\n−5: Exchange control of target artifact or creature you control and target creature an opponent controls with power 3 or less.',
    legal: { commander: 'L', legacy: 'B', modern: 'B', pioneer: 'B', vintage: 'L' },
    sets: ['ELD'],
  },
  {
    name: 'Black Lotus',
    type: 'Artifact',
    text: '{T}, Sacrifice Black Lotus: Add three mana of any one color.',
    legal: { commander: 'B', legacy: 'B', vintage: 'R' },
    sets: ['LEA'],
  },
  {
    name: 'Tarmogoyf',
    type: 'Creature — Lhurgoyf',
    text: 'Tarmogoyf\'s power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', vintage: 'L' },
    sets: ['FUT'],
  },
  {
    name: 'Thoughtseize',
    type: 'Sorcery',
    text: 'Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', pioneer: 'L', vintage: 'L' },
    sets: ['LRW', 'THS'],
  },
  {
    name: 'Jace Beleren',
    type: 'Legendary Planeswalker — Jace',
    text: '+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player mills twenty cards.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', vintage: 'L' },
    sets: ['LRW'],
  },
  {
    name: 'Jace, the Mind Sculptor',
    type: 'Legendary Planeswalker — Jace',
    text: '+2: Look at the top card of target player\'s library. You may put that card on the bottom of that player\'s library.\n0: Draw three cards, then put two cards from your hand on top of your library in any order.\n−1: Return target creature to its owner\'s hand.\n−12: Exile all cards from target player\'s library, then that player shuffles their hand into their library.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', vintage: 'L' },
    sets: ['WWK'],
  },
  {
    name: 'Propaganda',
    type: 'Enchantment',
    text: 'Creatures can\'t attack you unless their controller pays {2} for each creature they control that\'s attacking you.',
    legal: { commander: 'L', legacy: 'L', vintage: 'L' },
    sets: ['TMP'],
    // Secret Lair printed it as a reversible card: "Propaganda // Propaganda".
    reversibleIn: 'SLD',
  },
  {
    name: 'Guile',
    type: 'Creature — Elemental Incarnation',
    text: 'Guile can\'t be blocked except by three or more creatures.',
    legal: { commander: 'L', legacy: 'L', modern: 'L', vintage: 'L' },
    sets: ['LRW'],
    foreign: [['Spanish', 'Astucia']],
  },
  {
    name: 'Cunning',
    type: 'Enchantment — Aura',
    text: 'Enchant creature\nEnchanted creature gets +3/+3.',
    legal: { commander: 'L', legacy: 'L', pauper: 'L', vintage: 'L' },
    sets: ['EXO'],
    foreign: [['Portuguese (Brazil)', 'Astúcia']],
  },
  {
    name: 'Fire Tempest',
    type: 'Sorcery',
    text: 'Fire Tempest deals 6 damage to each creature and each player.',
    legal: { commander: 'L', legacy: 'L', vintage: 'L' },
    sets: ['POR'],
    foreign: [['German', 'Feuersturm']],
  },
  {
    name: 'Firestorm',
    type: 'Instant',
    text: 'As an additional cost to cast this spell, discard X cards.\nFirestorm deals X damage to each of X target creatures and/or players.',
    legal: { commander: 'L', legacy: 'L', vintage: 'L' },
    sets: ['WTH'],
    foreign: [['German', 'Feuersturm']],
  },
  {
    name: 'All in Good Time',
    layout: 'scheme',
    type: 'Scheme',
    text: 'When you set this scheme in motion, take an extra turn after this one. Schemes can\'t be set in motion that turn.',
    legal: {},
    sets: ['OARC'],
  },
  {
    name: 'Academy at Tolaria West',
    layout: 'planar',
    type: 'Plane — Dominaria',
    text: 'At the beginning of your end step, if you have no cards in hand, draw seven cards.\nWhenever chaos ensues, discard your hand.',
    legal: {},
    sets: ['OHOP'],
  },
];


const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'Ongoing', 'World'];

function typeParts(typeLine) {
  const [left, right] = typeLine.split(' — ');
  const words = left.split(' ');
  return {
    supertypes: words.filter((w) => SUPERTYPES.includes(w)),
    types: words.filter((w) => !SUPERTYPES.includes(w)),
    subtypes: right ? right.split(' ') : [],
  };
}

function faces(card) {
  return card.faces ?? [{ name: card.name, type: card.type, text: card.text }];
}

function uuid(...parts) {
  // A stable, UUID-shaped id from the parts (not a real UUID; the importer does not read ids).
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  const hex = (n) => (n >>> 0).toString(16).padStart(8, '0');
  const a = hex(h);
  const b = hex(Math.imul(h, 2654435761));
  const c = hex(Math.imul(h ^ 0x5bd1e995, 40503));
  return `${a}-${b.slice(0, 4)}-5${b.slice(5, 8)}-8${c.slice(1, 4)}-${c}${a.slice(0, 4)}`;
}

function mtgjsonLegalities(card) {
  const word = { L: 'Legal', B: 'Banned', R: 'Restricted' };
  const out = {};
  for (const f of FORMATS) if (card.legal[f]) out[f] = word[card.legal[f]];
  return out;
}

/** One MTGJSON card object per face; `printing` adds the per-printing fields. */
function mtgjsonFaces(card, printing) {
  const fs = faces(card);
  return fs.map((face, i) => {
    const t = typeParts(face.type);
    const multi = fs.length > 1;
    const obj = {
      artist: 'Fixture Artist',
      colorIdentity: [],
      colors: [],
      convertedManaCost: 1.0,
      ...(multi ? { faceName: face.name } : {}),
      foreignData: (card.foreign ?? []).map(([language, name, ...faceNames]) => ({
        ...(multi && faceNames[i] ? { faceName: faceNames[i] } : {}),
        flavorText: 'A "quoted" flavor text, with \\ a backslash and {braces} [brackets].',
        language,
        multiverseId: 1000 + i,
        name,
        text: 'Übersetzter Text — ignored',
        type: 'Typ',
      })),
      identifiers: { scryfallId: uuid(card.name, printing ?? 'atomic', String(i)), scryfallOracleId: uuid(card.name) },
      layout: card.layout ?? 'normal',
      legalities: mtgjsonLegalities(card),
      manaValue: 1.0,
      name: card.name,
      printings: card.sets,
      purchaseUrls: { tcgplayer: 'https://example.invalid/tcg' },
      rulings: [{ date: '2020-01-01', text: 'A ruling with "quotes" and a \\"tricky\\" escape.' }],
      ...(multi ? { side: String.fromCharCode(97 + i) } : {}),
      subtypes: t.subtypes,
      supertypes: t.supertypes,
      text: face.text,
      type: face.type,
      types: t.types,
    };
    if (printing) Object.assign(obj, { number: String(100 + i), setCode: printing, rarity: 'common', uuid: uuid(card.name, printing, String(i)) });
    return obj;
  });
}

const DATE = '2024-01-02';

function allPrintings() {
  const sets = {};
  const setOf = (code) =>
    (sets[code] ??= {
      baseSetSize: 0,
      block: 'Fixture',
      booster: { default: { boosters: [{ contents: { common: 10 }, weight: 1 }], sheets: { common: { cards: {} } } } },
      cards: [],
      code,
      name: `Set ${code}`,
      releaseDate: '2000-01-01',
      tokens: [
        {
          layout: 'token',
          name: 'Goblin',
          type: 'Token Creature — Goblin',
          types: ['Creature'],
          supertypes: [],
          subtypes: ['Goblin'],
        },
      ],
      translations: { German: `Satz ${code}` },
      type: 'expansion',
    });
  for (const card of CARDS) {
    for (const code of card.sets) setOf(code).cards.push(...mtgjsonFaces(card, code));
    if (card.reversibleIn) {
      const rev = { ...card, name: `${card.name} // ${card.name}`, layout: 'reversible_card', faces: [faces(card)[0], faces(card)[0]] };
      setOf(card.reversibleIn).cards.push(...mtgjsonFaces(rev, card.reversibleIn));
    }
  }
  const data = {};
  for (const code of Object.keys(sets).sort()) data[code] = sets[code];
  return { meta: { date: DATE, version: '5.2.2+20240102' }, data };
}

function atomicCards() {
  const data = {};
  for (const card of [...CARDS].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const objs = mtgjsonFaces(card);
    for (const o of objs) delete o.artist;
    data[card.name] = objs;
  }
  return { meta: { date: DATE, version: '5.2.2+20240102' }, data };
}

function scryfallLegalities(card) {
  const word = { L: 'legal', B: 'banned', R: 'restricted' };
  const out = {};
  for (const f of FORMATS) out[f] = card.legal[f] ? word[card.legal[f]] : 'not_legal';
  return out;
}

function scryfallCard(card, set, lang = 'en', printed) {
  const fs = faces(card);
  const layout = card.layout ?? 'normal';
  const base = {
    object: 'card',
    id: uuid(card.name, set, lang),
    oracle_id: uuid(card.name),
    multiverse_ids: [],
    lang,
    released_at: '2000-01-01',
    uri: 'https://example.invalid/card',
    layout,
    image_uris: { small: 'https://example.invalid/small.jpg' },
    mana_cost: '{1}',
    cmc: 1.0,
    type_line: fs.map((f) => f.type).join(' // '),
    legalities: scryfallLegalities(card),
    set: set.toLowerCase(),
    set_type: 'expansion',
    rarity: 'common',
    prices: { usd: '0.10', eur: null },
  };
  if (layout === 'meld') {
    // Scryfall keeps the front and the melded result as separate card objects.
    const [front, back] = fs;
    const parts = [
      { object: 'related_card', component: 'meld_part', name: front.name },
      { object: 'related_card', component: 'meld_part', name: 'Gisela, the Broken Blade' },
      { object: 'related_card', component: 'meld_result', name: back.name },
    ];
    return [
      { ...base, name: front.name, type_line: front.type, oracle_text: front.text, all_parts: parts },
      { ...base, id: uuid(back.name, set), oracle_id: uuid(back.name), name: back.name, type_line: back.type, oracle_text: back.text, all_parts: parts },
    ];
  }
  if (fs.length > 1) {
    return [
      {
        ...base,
        name: card.name,
        ...(printed ? { printed_name: printed[0] } : {}),
        card_faces: fs.map((f, i) => ({
          object: 'card_face',
          name: f.name,
          type_line: f.type,
          oracle_text: f.text,
          ...(printed?.[i + 1] ? { printed_name: printed[i + 1] } : {}),
        })),
      },
    ];
  }
  return [{ ...base, name: card.name, oracle_text: card.text, ...(printed ? { printed_name: printed[0] } : {}) }];
}

const TOKEN = {
  object: 'card',
  id: uuid('Goblin token'),
  oracle_id: uuid('Goblin token'),
  name: 'Goblin',
  lang: 'en',
  layout: 'token',
  type_line: 'Token Creature — Goblin',
  oracle_text: '',
  legalities: {},
  set: 'tfix',
  set_type: 'token',
};

function scryfallOracle() {
  return [...CARDS.flatMap((c) => scryfallCard(c, c.sets[0])), TOKEN];
}

function scryfallDefault() {
  const out = [];
  for (const c of CARDS) {
    for (const set of c.sets) out.push(...scryfallCard(c, set));
    if (c.reversibleIn) {
      out.push({
        ...scryfallCard(c, c.reversibleIn)[0],
        id: uuid(c.name, 'rev'),
        name: `${c.name} // ${c.name}`,
        layout: 'reversible_card',
        card_faces: [0, 1].map(() => ({ object: 'card_face', name: c.name, type_line: c.type, oracle_text: c.text })),
      });
    }
  }
  // A few printings in other languages (Scryfall's default-cards has them where no English printing exists).
  const bolt = CARDS.find((c) => c.name === 'Lightning Bolt');
  const fireIce = CARDS.find((c) => c.name === 'Fire // Ice');
  const guile = CARDS.find((c) => c.name === 'Guile');
  out.push(...scryfallCard(bolt, 'JPN', 'ja', ['稲妻']));
  out.push(...scryfallCard(fireIce, 'SPA', 'es', ['Fuego // Hielo', 'Fuego', 'Hielo']));
  out.push(...scryfallCard(guile, 'SPA', 'es', ['Astucia']));
  out.push(TOKEN);
  return out;
}

// --- Card facts fixtures (facts-*.json) ---------------------------------------------------------------------------
// Cards of every shape whose characteristics the database keeps (layouts, colour indicators, hybrid, Phyrexian and {X}
// costs, a Vehicle, Spacecraft with and without power/toughness, a Background, a partner-with pair) and printings of
// every kind (a promo with its own date in a promo set dated long before, an Arena-only printing, flavor-named
// printings). Characteristics as printed on the public cards (Oracle text shortened where it does not matter).
// Face fields: name, cost, type, text, pt [power, toughness], loyalty, defense, indicator (colour indicator), colors.

const FACT_SETS = {
  APC: { name: 'Apocalypse', releaseDate: '2001-06-04', type: 'expansion' },
  ISD: { name: 'Innistrad', releaseDate: '2011-09-30', type: 'expansion' },
  ZNR: { name: 'Zendikar Rising', releaseDate: '2020-09-25', type: 'expansion' },
  ELD: { name: 'Throne of Eldraine', releaseDate: '2019-10-04', type: 'expansion' },
  PRM: { name: 'Magic Online Promos', releaseDate: '2002-06-24', type: 'promo', isOnlineOnly: true },
  CHK: { name: 'Champions of Kamigawa', releaseDate: '2004-10-01', type: 'expansion' },
  EMN: { name: 'Eldritch Moon', releaseDate: '2016-07-22', type: 'expansion' },
  TMP: { name: 'Tempest', releaseDate: '1997-10-14', type: 'expansion' },
  SLD: { name: 'Secret Lair Drop', releaseDate: '2019-12-02', type: 'box' },
  SHM: { name: 'Shadowmoor', releaseDate: '2008-05-02', type: 'expansion' },
  NPH: { name: 'New Phyrexia', releaseDate: '2011-05-13', type: 'expansion' },
  ULG: { name: "Urza's Legacy", releaseDate: '1999-02-15', type: 'expansion' },
  AKH: { name: 'Amonkhet', releaseDate: '2017-04-28', type: 'expansion' },
  EOE: { name: 'Edge of Eternities', releaseDate: '2025-08-01', type: 'expansion' },
  CLB: { name: "Commander Legends: Battle for Baldur's Gate", releaseDate: '2022-06-10', type: 'draft_innovation' },
  BBD: { name: 'Battlebond', releaseDate: '2018-06-08', type: 'draft_innovation' },
  TSP: { name: 'Time Spiral', releaseDate: '2006-10-06', type: 'expansion' },
  SPM: { name: "Marvel's Spider-Man", releaseDate: '2025-09-26', type: 'expansion' },
  OM1: { name: 'Through the Omenpaths', releaseDate: '2025-09-23', type: 'expansion', isOnlineOnly: true },
  MH1: { name: 'Modern Horizons', releaseDate: '2019-06-14', type: 'draft_innovation' },
  UST: { name: 'Unstable', releaseDate: '2017-12-08', type: 'funny' },
  PELD: { name: 'Throne of Eldraine Promos', releaseDate: '2019-10-04', type: 'promo', parentCode: 'ELD' },
};

// printings: [set, rarity, extra] with extra { availability, promo, date (originalReleaseDate), flavorName, border }.
const PAPER_MTGO = ['mtgo', 'paper'];
const FACT_CARDS = [
  {
    name: 'Fire // Ice', layout: 'split', identity: ['R', 'U'], mv: 4,
    faces: [
      { name: 'Fire', cost: '{1}{R}', type: 'Instant', text: 'Fire deals 2 damage divided as you choose among one or two targets.', colors: ['R'] },
      { name: 'Ice', cost: '{1}{U}', type: 'Instant', text: 'Tap target permanent.\nDraw a card.', colors: ['U'] },
    ],
    printings: [['APC', 'uncommon']],
  },
  {
    name: 'Delver of Secrets // Insectile Aberration', layout: 'transform', identity: ['U'], mv: 1,
    faces: [
      { name: 'Delver of Secrets', cost: '{U}', type: 'Creature — Human Wizard', text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.', pt: ['1', '1'], colors: ['U'] },
      { name: 'Insectile Aberration', type: 'Creature — Human Insect', text: 'Flying', pt: ['3', '2'], indicator: ['U'], colors: ['U'] },
    ],
    printings: [['ISD', 'common']],
  },
  {
    name: "Emeria's Call // Emeria, Shattered Skyclave", layout: 'modal_dfc', identity: ['W'], mv: 7,
    faces: [
      { name: "Emeria's Call", cost: '{4}{W}{W}{W}', type: 'Sorcery', text: 'Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures you control gain indestructible until your next turn.', colors: ['W'] },
      { name: 'Emeria, Shattered Skyclave', type: 'Land', text: 'As Emeria, Shattered Skyclave enters, you may pay 3 life. If you don\'t, it enters tapped.\n{T}: Add {W}.', colors: [] },
    ],
    printings: [['ZNR', 'mythic']],
  },
  {
    name: 'Bonecrusher Giant // Stomp', layout: 'adventure', identity: ['R'], mv: 3,
    faces: [
      { name: 'Bonecrusher Giant', cost: '{2}{R}', type: 'Creature — Giant', text: "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.", pt: ['4', '3'], colors: ['R'] },
      { name: 'Stomp', cost: '{1}{R}', type: 'Instant — Adventure', text: "Damage can't be prevented this turn. Stomp deals 2 damage to any target.", colors: ['R'] },
    ],
    // The Magic Online promo: in PRM (dated 2002), released with the card in 2019.
    printings: [['ELD', 'rare', { availability: ['arena', 'mtgo', 'paper'] }], ['PRM', 'rare', { availability: ['mtgo'], promo: true, date: '2019-11-18' }], ['PELD', 'rare', { promo: true, availability: ['paper'] }]],
  },
  {
    name: 'Akki Lavarunner // Tok-Tok, Volcano Born', layout: 'flip', identity: ['R'], mv: 4,
    faces: [
      { name: 'Akki Lavarunner', cost: '{3}{R}', type: 'Creature — Goblin Warrior', text: 'Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it.', pt: ['1', '1'], colors: ['R'] },
      { name: 'Tok-Tok, Volcano Born', type: 'Legendary Creature — Goblin Shaman', text: 'Protection from red\nIf a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.', pt: ['2', '2'], colors: ['R'] },
    ],
    printings: [['CHK', 'rare']],
  },
  {
    name: 'Bruna, the Fading Light // Brisela, Voice of Nightmares', layout: 'meld', identity: ['W'], mv: 7,
    leadership: { brawl: false, commander: true, oathbreaker: false },
    faces: [
      { name: 'Bruna, the Fading Light', cost: '{5}{W}{W}', type: 'Legendary Creature — Angel Horror', text: 'When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.\nFlying, vigilance\n(Melds with Gisela, the Broken Blade.)', pt: ['5', '7'], colors: ['W'] },
      { name: 'Brisela, Voice of Nightmares', type: 'Legendary Creature — Eldrazi Angel', text: "Flying, first strike, vigilance, lifelink\nYour opponents can't cast spells with mana value 3 or less.", pt: ['9', '10'], colors: ['W'] },
    ],
    printings: [['EMN', 'rare']],
  },
  {
    name: 'Propaganda', identity: ['U'], mv: 3,
    faces: [{ name: 'Propaganda', cost: '{2}{U}', type: 'Enchantment', text: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.", colors: ['U'] }],
    printings: [['TMP', 'uncommon']],
    // Secret Lair's reversible printing: "Propaganda // Propaganda".
    reversible: ['SLD', 'rare', { availability: ['paper'] }],
  },
  {
    name: 'Kitchen Finks', identity: ['G', 'W'], mv: 3,
    faces: [{ name: 'Kitchen Finks', cost: '{1}{G/W}{G/W}', type: 'Creature — Ouphe', text: 'When Kitchen Finks enters, you gain 2 life.\nPersist', pt: ['3', '2'], colors: ['G', 'W'] }],
    printings: [['SHM', 'uncommon']],
  },
  {
    name: 'Birthing Pod', identity: ['G'], mv: 4,
    faces: [{ name: 'Birthing Pod', cost: '{3}{G/P}', type: 'Artifact', text: "({G/P} can be paid with either {G} or 2 life.)\n{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.", colors: ['G'] }],
    printings: [['NPH', 'rare']],
  },
  {
    name: 'Stroke of Genius', identity: ['U'], mv: 3,
    faces: [{ name: 'Stroke of Genius', cost: '{X}{2}{U}', type: 'Instant', text: 'Target player draws X cards.', colors: ['U'] }],
    printings: [['ULG', 'rare']],
  },
  {
    name: 'Parhelion II', identity: ['W'], mv: 8,
    faces: [{ name: 'Parhelion II', cost: '{8}', type: 'Legendary Artifact — Vehicle', text: 'Flying, vigilance\nWhenever Parhelion II attacks, create two 4/4 white Angel creature tokens with flying and vigilance that are attacking.\nCrew 4', pt: ['5', '5'], colors: [] }],
    printings: [['AKH', 'rare']],
  },
  {
    name: 'The Seriema', identity: ['W'], mv: 3,
    faces: [{ name: 'The Seriema', cost: '{1}{W}{W}', type: 'Legendary Artifact — Spacecraft', text: 'When The Seriema enters, search your library for a legendary creature card, reveal it, put it into your hand, then shuffle.\nStation\nSTATION 7+\nFlying\nOther tapped legendary creatures you control have indestructible.', pt: ['5', '5'], colors: ['W'] }],
    printings: [['EOE', 'rare']],
  },
  {
    name: 'The Eternity Elevator', identity: [], mv: 5,
    faces: [{ name: 'The Eternity Elevator', cost: '{5}', type: 'Legendary Artifact — Spacecraft', text: '{T}: Add {C}{C}{C}.\nStation\nSTATION 20+\n{T}: Add X mana of any one color, where X is the number of charge counters on The Eternity Elevator.', colors: [] }],
    printings: [['EOE', 'rare']],
  },
  {
    name: 'Raised by Giants', identity: ['G'], mv: 6,
    faces: [{ name: 'Raised by Giants', cost: '{5}{G}', type: 'Legendary Enchantment — Background', text: 'Commander creatures you own have base power and toughness 10/10 and are Giants in addition to their other types.', colors: ['G'] }],
    printings: [['CLB', 'rare']],
  },
  {
    name: 'Pir, Imaginative Rascal', identity: ['G'], mv: 3,
    leadership: { brawl: false, commander: true, oathbreaker: false },
    faces: [{ name: 'Pir, Imaginative Rascal', cost: '{2}{G}', type: 'Legendary Creature — Human', text: 'Partner with Toothy, Imaginative Friend\nIf one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.', pt: ['1', '1'], colors: ['G'] }],
    printings: [['BBD', 'rare']],
  },
  {
    name: 'Toothy, Imaginative Friend', identity: ['U'], mv: 4,
    leadership: { brawl: false, commander: true, oathbreaker: false },
    faces: [{ name: 'Toothy, Imaginative Friend', cost: '{3}{U}', type: 'Legendary Creature — Illusion', text: 'Partner with Pir, Imaginative Rascal\nWhenever you draw a card, put a +1/+1 counter on Toothy, Imaginative Friend.\nWhen Toothy leaves the battlefield, draw a card for each +1/+1 counter on it.', pt: ['1', '1'], colors: ['U'] }],
    printings: [['BBD', 'rare']],
  },
  {
    name: 'Ancestral Vision', identity: ['U'], mv: 0,
    faces: [{ name: 'Ancestral Vision', type: 'Sorcery', text: 'Suspend 4—{U}\nTarget player draws three cards.', indicator: ['U'], colors: ['U'] }],
    printings: [['TSP', 'rare']],
  },
  {
    name: 'Superior Spider-Man', identity: ['B', 'U'], mv: 4,
    leadership: { brawl: true, commander: true, oathbreaker: false },
    faces: [{ name: 'Superior Spider-Man', cost: '{2}{U}{B}', type: 'Legendary Creature — Spider Human Hero', text: 'Mind Swap — You may have Superior Spider-Man enter as a copy of any creature card in a graveyard, except his name is Superior Spider-Man and he\'s a 4/4 Spider Human Hero in addition to his other types. When you do, exile that card.', pt: ['4', '4'], colors: ['U', 'B'] }],
    // On Magic Online and Arena the licensed card is printed as Kavaero, Mind-Bitten (Through the Omenpaths).
    printings: [['SPM', 'rare', { availability: ['paper'] }], ['OM1', 'rare', { availability: ['arena'], flavorName: 'Kavaero, Mind-Bitten' }]],
  },
  {
    name: 'Dismember', identity: ['B'], mv: 2,
    faces: [{ name: 'Dismember', cost: '{1}{B/P}{B/P}', type: 'Instant', text: '({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.', colors: ['B'] }],
    printings: [['NPH', 'uncommon'], ['SLD', 'rare', { availability: ['paper'], flavorName: "'Tis But a Scratch!" }]],
  },
  {
    name: 'Very Cryptic Command', identity: ['U'], mv: 4,
    faces: [{ name: 'Very Cryptic Command', cost: '{1}{U}{U}{U}', type: 'Instant', text: 'Choose two —\n• Return target permanent to its owner\'s hand.\n• Draw two cards, then discard a card.', colors: ['U'] }],
    printings: [['UST', 'rare', { availability: ['paper'], border: 'silver' }]],
  },
];

function factFaces(card) {
  // A reversible card, a meld card's melded half: as MTGJSON writes them.
  return card.faces;
}

function factMtgjsonObjects(card, printing) {
  const fs = factFaces(card);
  const multi = fs.length > 1;
  return fs.map((face, i) => {
    const t = typeParts(face.type);
    const [set, rarity, extra = {}] = printing ?? [];
    const obj = {
      colorIdentity: card.identity,
      ...(face.indicator ? { colorIndicator: face.indicator } : {}),
      colors: face.colors,
      convertedManaCost: card.mv,
      ...(multi ? { faceName: face.name, faceManaValue: 0 } : {}),
      foreignData: [],
      layout: card.layout ?? 'normal',
      ...(card.leadership ? { leadershipSkills: card.leadership } : {}),
      legalities: {},
      ...(face.loyalty ? { loyalty: face.loyalty } : {}),
      ...(face.cost ? { manaCost: face.cost } : {}),
      manaValue: card.mv,
      name: card.name,
      ...(face.pt ? { power: face.pt[0] } : {}),
      printings: [...new Set(card.printings.map((p) => p[0]))],
      ...(multi ? { side: String.fromCharCode(97 + i) } : {}),
      subtypes: t.subtypes,
      supertypes: t.supertypes,
      text: face.text,
      ...(face.pt ? { toughness: face.pt[1] } : {}),
      type: face.type,
      types: t.types,
    };
    if (printing) {
      Object.assign(obj, {
        availability: extra.availability ?? PAPER_MTGO,
        borderColor: extra.border ?? 'black',
        ...(extra.flavorName ? { flavorName: extra.flavorName } : {}),
        isFunny: FACT_SETS[set].type === 'funny' ? true : undefined,
        ...(extra.promo ? { isPromo: true } : {}),
        number: String(10 + i),
        ...(extra.date ? { originalReleaseDate: extra.date } : {}),
        rarity,
        setCode: set,
        uuid: uuid(card.name, set, String(i)),
      });
      if (obj.isFunny === undefined) delete obj.isFunny;
    }
    return obj;
  });
}

function factAllPrintings() {
  const sets = {};
  for (const code of Object.keys(FACT_SETS).sort()) {
    const s = FACT_SETS[code];
    sets[code] = {
      baseSetSize: 0, cards: [], code, isFoilOnly: false, isOnlineOnly: s.isOnlineOnly ?? false, name: s.name,
      ...(s.parentCode ? { parentCode: s.parentCode } : {}), releaseDate: s.releaseDate, tokens: [], translations: {}, type: s.type,
    };
  }
  for (const card of FACT_CARDS) {
    for (const p of card.printings) sets[p[0]].cards.push(...factMtgjsonObjects(card, p));
    if (card.reversible) {
      const face = card.faces[0];
      const rev = { ...card, name: `${card.name} // ${card.name}`, layout: 'reversible_card', faces: [face, face] };
      sets[card.reversible[0]].cards.push(...factMtgjsonObjects(rev, card.reversible));
    }
  }
  return { meta: { date: '2026-09-01', version: '5.2.2+20260901' }, data: sets };
}

function factAtomic() {
  const data = {};
  for (const card of [...FACT_CARDS].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const objs = factMtgjsonObjects(card);
    // AtomicCards keeps the melded result under the front's name, as side b: the importer drops it.
    data[card.name] = objs;
  }
  return { meta: { date: '2026-09-01', version: '5.2.2+20260901' }, data };
}

/** Layouts whose card_faces share one set of colours at the top (Scryfall). */
const SCRYFALL_TOP_COLORS = new Set(['split', 'adventure', 'flip']);

function factScryfall(card, printing, oracleOnly = false) {
  const [set, rarity, extra = {}] = printing;
  const s = FACT_SETS[set];
  const fs = factFaces(card);
  const layout = card.layout ?? 'normal';
  const base = {
    object: 'card',
    id: uuid(card.name, set, 'scryfall'),
    oracle_id: uuid(card.name),
    lang: 'en',
    released_at: extra.date ?? s.releaseDate,
    layout,
    cmc: card.mv,
    color_identity: card.identity,
    legalities: {},
    games: extra.availability ?? PAPER_MTGO,
    set: set.toLowerCase(),
    set_name: s.name,
    set_type: s.type,
    digital: s.isOnlineOnly ?? false,
    rarity,
    promo: extra.promo ?? false,
    border_color: extra.border ?? 'black',
    ...(extra.flavorName ? { flavor_name: extra.flavorName } : {}),
  };
  const faceFields = (f) => ({
    mana_cost: f.cost ?? '',
    type_line: f.type,
    oracle_text: f.text,
    ...(f.pt ? { power: f.pt[0], toughness: f.pt[1] } : {}),
    ...(f.indicator ? { color_indicator: f.indicator } : {}),
  });
  if (layout === 'meld') {
    const [front, back] = fs;
    const parts = [
      { object: 'related_card', component: 'meld_part', name: front.name },
      { object: 'related_card', component: 'meld_result', name: back.name },
    ];
    const out = [{ ...base, name: front.name, ...faceFields(front), colors: front.colors, all_parts: parts }];
    if (!oracleOnly) out.push({ ...base, id: uuid(back.name, set), oracle_id: uuid(back.name), name: back.name, ...faceFields(back), colors: back.colors, all_parts: parts });
    return out;
  }
  if (fs.length > 1) {
    return [{
      ...base,
      name: card.name,
      ...(SCRYFALL_TOP_COLORS.has(layout) ? { mana_cost: fs.map((f) => f.cost ?? '').join(' // '), colors: [...new Set(fs.flatMap((f) => f.colors))] } : {}),
      card_faces: fs.map((f) => ({ object: 'card_face', name: f.name, ...faceFields(f), ...(SCRYFALL_TOP_COLORS.has(layout) ? {} : { colors: f.colors }) })),
    }];
  }
  return [{ ...base, name: card.name, ...faceFields(fs[0]), colors: fs[0].colors }];
}

function factScryfallDefault() {
  const out = [];
  for (const card of FACT_CARDS) {
    for (const p of card.printings) out.push(...factScryfall(card, p));
    if (card.reversible) {
      const face = card.faces[0];
      out.push(...factScryfall({ ...card, name: `${card.name} // ${card.name}`, layout: 'reversible_card', faces: [face, face] }, card.reversible));
    }
  }
  return out;
}

function factScryfallOracle() {
  return FACT_CARDS.flatMap((card) => factScryfall(card, card.printings[0], true));
}

const dir = new URL('../fixtures/db/', import.meta.url);
mkdirSync(dir, { recursive: true });
const write = (name, doc, pretty) =>
  writeFileSync(new URL(name, dir), `${pretty ? JSON.stringify(doc, null, 1) : JSON.stringify(doc)}\n`);
write('mtgjson-atomic.json', atomicCards(), false);
write('mtgjson-allprintings.json', allPrintings(), false);
// Scryfall bulk files put one card per line.
const lines = (cards) => `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]`;
writeFileSync(new URL('scryfall-oracle-cards-20240102100000.json', dir), `${lines(scryfallOracle())}\n`);
writeFileSync(new URL('scryfall-default-cards-20240102100000.json', dir), `${lines(scryfallDefault())}\n`);
write('facts-mtgjson-allprintings.json', factAllPrintings(), false);
write('facts-mtgjson-atomic.json', factAtomic(), false);
writeFileSync(new URL('facts-scryfall-default-cards-20260901000000.json', dir), `${lines(factScryfallDefault())}\n`);
writeFileSync(new URL('facts-scryfall-oracle-cards-20260901000000.json', dir), `${lines(factScryfallOracle())}\n`);
console.log(`wrote ${CARDS.length} cards in 4 shapes, and ${FACT_CARDS.length} card-facts cards in 4 shapes, to ${dir.pathname}`);
