/**
 * The melded permanents of the meld pairs (CR 701.42a: "The resulting permanent is a single object represented by two
 * cards"): the combined back faces of two meld cards, named on neither card's front and never a card a deck holds.
 * A decklist that names one (a deck builder's export listing the melded side) means its two cards. Names as MTGJSON
 * prints them: every card of layout "meld" and side "b" in AllPrintings, with the two cards of side "a" whose names end
 * in it (MTGJSON AllPrintings 5.2.0+synth20260822, the built-in card data's source; Scryfall's `all_parts` with
 * component "meld_result" gives the same pairs). A test compares it with the project's reference card list.
 */
export interface MeldResult {
  /** The melded permanent's name. */
  readonly result: string;
  /** The two meld cards that make it, in alphabetical order. */
  readonly parts: readonly [string, string];
}

export const MELD_RESULTS: readonly MeldResult[] = [
  { result: 'Brisela, Voice of Nightmares', parts: ['Bruna, the Fading Light', 'Gisela, the Broken Blade'] },
  { result: 'Chittering Host', parts: ['Graf Rats', 'Midnight Scavengers'] },
  { result: 'Hanweir, the Writhing Township', parts: ['Hanweir Battlements', 'Hanweir Garrison'] },
  { result: 'Mishra, Lost to Phyrexia', parts: ['Mishra, Claimed by Gix', 'Phyrexian Dragon Engine'] },
  { result: 'Ragnarok, Divine Deliverance', parts: ["Fang, Fearless l'Cie", "Vanille, Cheerful l'Cie"] },
  { result: 'Titania, Gaea Incarnate', parts: ['Argoth, Sanctum of Nature', 'Titania, Voice of Gaea'] },
  { result: 'Urza, Planeswalker', parts: ['The Mightstone and Weakstone', 'Urza, Lord Protector'] },
];
