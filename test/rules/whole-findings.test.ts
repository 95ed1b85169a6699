/**
 * Whole findings, every field: where each points (file, line, column, section), the team, the numbers, the citation,
 * the message and every related line. The other tables compare the fields a case is about; these few cases pin the
 * rest (a wrong section, a missing related line, an empty list where there should be none). Each expected value was
 * read and checked by hand against the rule's text.
 */
import { describe, expect, it } from 'vitest';
import { checkTexts, type CheckSettings, type DeckText } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
// These tests are about the embedded facts: each check opts out of the built-in card data (issue 40).

interface Row {
  name: string;
  settings: CheckSettings;
  decks: DeckText[];
  findings: unknown[];
}

const table: Row[] = [
  {
    name: "team-sideboard: a sideboard and a companion, and a one-card sideboard, with every line they hold",
    settings: { format: 'legacy', date: '2025-01-15', team: true },
    decks: [
      { file: 'a.txt', text: 'Deck\n60 Mountain\n\nSideboard\n2 Pyroblast\n1 Red Elemental Blast\n\nCompanion\n1 Lurrus of the Dream-Den' },
      { file: 'b.txt', text: 'Deck\n60 Island\n\nSideboard\n1 Hydroblast' },
    ],
    findings: [
      {
        "rule": "card-facts-missing",
        "severity": "warning",
        "message": "Not fully checked: no card database is loaded, so card characteristics are not known; not checked: companion conditions (CR 702.139) of Lurrus of the Dream-Den. The rest of the deck was checked as usual. Import a card database with card characteristics (deckcheck db update, or deckcheck db import <MTGJSON or Scryfall file>) to check them.",
        "file": "a.txt",
        "line": null,
        "reference": "CR 903.3, CR 903.4, CR 702.124, CR 702.139",
        "related": []
      },
      {
        "rule": "team-sideboard",
        "severity": "error",
        "message": "a.txt has a sideboard of 4 cards, but Two-Headed Giant Constructed decks have none: a match is a single game, so there is no sideboarding, and a companion cannot be used. Remove the sideboard (and any companion) from the list.",
        "file": "a.txt",
        "line": 4,
        "section": "sideboard",
        "team": "a.txt + b.txt",
        "count": 4,
        "limit": 0,
        "reference": "Two-Headed Giant format rules (WPN): \"Sideboard — Constructed: None\"",
        "related": [
          {
            "file": "a.txt",
            "line": 5,
            "column": 1,
            "section": "sideboard",
            "count": 2
          },
          {
            "file": "a.txt",
            "line": 6,
            "column": 1,
            "section": "sideboard",
            "count": 1
          },
          {
            "file": "a.txt",
            "line": 9,
            "column": 1,
            "section": "companion",
            "count": 1
          }
        ]
      },
      {
        "rule": "card-banned",
        "file": "a.txt",
        "line": 9,
        "column": 1,
        "card": "Lurrus of the Dream-Den",
        "count": 1,
        "limit": 0,
        "related": [
          {
            "file": "a.txt",
            "line": 9,
            "column": 1,
            "section": "companion",
            "count": 1
          }
        ],
        "severity": "error",
        "message": "Lurrus of the Dream-Den is banned in Legacy on 2025-01-15 since 2020-05-18. Remove it (main deck and sideboard).",
        "reference": "MTR 6.1; Legacy banned list"
      },
      {
        "rule": "team-sideboard",
        "severity": "error",
        "message": "b.txt has a sideboard of 1 card, but Two-Headed Giant Constructed decks have none: a match is a single game, so there is no sideboarding, and a companion cannot be used. Remove the sideboard (and any companion) from the list.",
        "file": "b.txt",
        "line": 4,
        "section": "sideboard",
        "team": "a.txt + b.txt",
        "count": 1,
        "limit": 0,
        "reference": "Two-Headed Giant format rules (WPN): \"Sideboard — Constructed: None\"",
        "related": [
          {
            "file": "b.txt",
            "line": 5,
            "column": 1,
            "section": "sideboard",
            "count": 1
          }
        ]
      }
    ],
  },
  {
    name: "sideboard-size-max: a companion listed before the sideboard is where the finding points",
    settings: { format: 'casual' },
    decks: [{ file: 's.txt', text: 'Deck\n60 Mountain\n\nCompanion\n1 Lurrus of the Dream-Den\n\nSideboard\n15 Island' }],
    findings: [
      {
        "rule": "card-facts-missing",
        "severity": "warning",
        "message": "Not fully checked: no card database is loaded, so card characteristics are not known; not checked: companion conditions (CR 702.139) of Lurrus of the Dream-Den. The rest of the deck was checked as usual. Import a card database with card characteristics (deckcheck db update, or deckcheck db import <MTGJSON or Scryfall file>) to check them.",
        "file": "s.txt",
        "line": null,
        "reference": "CR 903.3, CR 903.4, CR 702.124, CR 702.139",
        "related": []
      },
      {
        "rule": "sideboard-size-max",
        "severity": "error",
        "message": "The sideboard has 16 cards; at most 15 are allowed (CR 100.4a). This counts the companion Lurrus of the Dream-Den. Remove 1 card from it.",
        "file": "s.txt",
        "line": 5,
        "section": "sideboard",
        "count": 16,
        "limit": 15,
        "reference": "CR 100.4a",
        "related": []
      }
    ],
  },
  {
    name: "scheme rules: a scheme in main deck and sideboard, an unknown name twenty times in the scheme deck",
    settings: { format: 'casual', variant: 'archenemy' },
    decks: [{ file: 'm.txt', text: 'Deck\n56 Mountain\n2 Feed the Machine\n\nSideboard\n1 Feed the Machine\n\nSchemes\n20 Zyx' }],
    findings: [
      {
        "rule": "deck-size-min",
        "severity": "error",
        "message": "The main deck has 58 cards; Casual constructed needs at least 60 (CR 100.2a). Add 2 more cards.",
        "file": "m.txt",
        "line": 1,
        "section": "main",
        "count": 58,
        "minimum": 60,
        "reference": "CR 100.2a",
        "related": []
      },
      {
        "rule": "scheme-in-main-deck",
        "severity": "error",
        "message": "Feed the Machine is a scheme card, but it is in the deck (2 in the main deck + 1 in the sideboard); schemes are only played from the scheme deck, never from the main deck or sideboard (CR 314.1, CR 904.3). Move the 3 copies under \"Schemes\".",
        "file": "m.txt",
        "line": 3,
        "column": 1,
        "section": "main",
        "card": "Feed the Machine",
        "count": 3,
        "limit": 0,
        "reference": "CR 314.1, CR 904.3",
        "related": [
          {
            "file": "m.txt",
            "line": 3,
            "column": 1,
            "section": "main",
            "count": 2
          },
          {
            "file": "m.txt",
            "line": 6,
            "column": 1,
            "section": "sideboard",
            "count": 1
          }
        ]
      },
      {
        "rule": "scheme-copies-max",
        "severity": "error",
        "message": "Zyx: 20 copies in the scheme deck; a scheme deck may hold no more than two cards with one English name (CR 904.3). Remove 18.",
        "file": "m.txt",
        "line": 9,
        "column": 1,
        "section": "schemes",
        "card": "Zyx",
        "count": 20,
        "limit": 2,
        "reference": "CR 904.3",
        "related": [
          {
            "file": "m.txt",
            "line": 9,
            "column": 1,
            "section": "schemes",
            "count": 20
          }
        ]
      },
      {
        "rule": "scheme-deck-only-schemes",
        "severity": "error",
        "message": "\"Zyx\" is not a scheme (deckcheck knows every scheme printed through Duskmourn Commander (2024)); a scheme deck holds only scheme cards (CR 904.3, CR 314.1). Take it out of the scheme deck; if it is a newer card, deckcheck's list needs an update.",
        "file": "m.txt",
        "line": 9,
        "column": 1,
        "section": "schemes",
        "card": "Zyx",
        "count": 20,
        "limit": 0,
        "reference": "CR 904.3, CR 314.1",
        "related": [
          {
            "file": "m.txt",
            "line": 9,
            "column": 1,
            "section": "schemes",
            "count": 20
          }
        ]
      }
    ],
  },
  {
    name: "team-card-restricted: one restricted card in each deck",
    settings: { format: 'vintage', date: '2025-01-15', team: true },
    decks: [
      { file: 'a.txt', text: '1 Black Lotus\n59 Island' },
      { file: 'b.txt', text: '1 Black Lotus\n59 Island' },
    ],
    findings: [
      {
        "rule": "team-card-restricted",
        "severity": "error",
        "message": "Black Lotus is restricted in Vintage and the team has 2 (1 in a.txt + 1 in b.txt): \"If a card is restricted in a particular format, no more than one of that card may be used by the team\" (Two-Headed Giant Constructed). Keep one copy in one deck.",
        "file": "a.txt",
        "line": 1,
        "column": 1,
        "team": "a.txt + b.txt",
        "card": "Black Lotus",
        "count": 2,
        "limit": 1,
        "reference": "Two-Headed Giant Constructed deck construction (2011): restricted cards, one per team",
        "related": [
          {
            "file": "a.txt",
            "line": 1,
            "column": 1,
            "section": "main",
            "count": 1
          },
          {
            "file": "b.txt",
            "line": 1,
            "column": 1,
            "section": "main",
            "count": 1
          }
        ]
      }
    ],
  },
];

describe.each(table)('$name', (row) => {
  it('gives exactly these findings, field by field', async () => {
    const report = checkTexts(await prepareCheck({ builtInCardData: false, ...row.settings }), row.decks);
    expect(report.findings).toEqual(row.findings);
  });
});
