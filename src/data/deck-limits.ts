/**
 * Cards whose own text changes how many copies a deck may hold (MTR 6.1: "unless the card's text specifies
 * otherwise"). Oracle wording: "A deck can have any number of cards named …", "A deck can have up to seven / nine
 * cards named …". Once More with Feeling carries the printed ruling "A deck can have only one card named …".
 * New cards join this list with new sets; with an imported card database the limit is read from the card's text.
 */
export type DeckLimit = number | 'any';

export interface DeckLimitFact {
  readonly name: string;
  readonly limit: DeckLimit;
  /** The sentence on the card that sets the limit. */
  readonly text: string;
}

function anyNumber(name: string): DeckLimitFact {
  return { name, limit: 'any', text: `A deck can have any number of cards named ${name}.` };
}

export const DECK_LIMITS: readonly DeckLimitFact[] = [
  anyNumber('Cid, Timeless Artificer'),
  anyNumber("Dragon's Approach"),
  anyNumber('Hare Apparent'),
  anyNumber('Persistent Petitioners'),
  anyNumber('Rat Colony'),
  anyNumber('Relentless Rats'),
  anyNumber('Shadowborn Apostle'),
  anyNumber('Slime Against Humanity'),
  anyNumber('Tempest Hawk'),
  anyNumber('Templar Knight'),
  { name: 'Seven Dwarves', limit: 7, text: 'A deck can have up to seven cards named Seven Dwarves.' },
  { name: 'Nazgûl', limit: 9, text: 'A deck can have up to nine cards named Nazgûl.' },
  {
    name: 'Once More with Feeling',
    limit: 1,
    text: 'DCI ruling — A deck can have only one card named Once More with Feeling.',
  },
];
