/**
 * MTG Arena's rebalanced cards. When Arena changes a card's text or cost (Alchemy rebalancing, from December 2021),
 * the changed version keeps the card's name on Arena and carries an "A" mark; card data (MTGJSON, with
 * `isRebalanced`, and Scryfall) names it with an "A-" prefix: "A-Blood Artist", "A-Monster Manual // A-Zoological
 * Study". Every rebalanced card of the card data is named so, and no other card is (MTGJSON 2022 and 2026: 59 and more
 * names, all `isRebalanced`). Pure: imports nothing.
 */

const PREFIX = /^A-(?=\S)/;

/**
 * The original card's name of a rebalanced card's name ("A-Blood Artist" → "Blood Artist"; each face of a split or
 * double-faced name), or undefined when the name is not a rebalanced card's.
 */
export function rebalancedOriginal(name: string): string | undefined {
  const faces = name.split(/\s*\/\/\s*/);
  if (!faces.every((f) => PREFIX.test(f))) return undefined;
  return faces.map((f) => f.replace(PREFIX, '')).join(' // ');
}
