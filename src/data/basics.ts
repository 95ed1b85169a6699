/**
 * Cards with the Basic supertype (CR 205.4c): any number may be played (CR 100.2a).
 * The exemption belongs to the supertype, so every basic with it is listed, not only the five common ones.
 */
export const BASIC_LANDS: readonly string[] = [
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Wastes',
  'Snow-Covered Plains',
  'Snow-Covered Island',
  'Snow-Covered Swamp',
  'Snow-Covered Mountain',
  'Snow-Covered Forest',
  'Snow-Covered Wastes',
  // Unfinity's "Basic Land — …" card; it has the Basic supertype, though it is not legal in sanctioned Constructed.
  "Barry's Land",
];

/** The basic land names a Limited player may add freely (MTR 7.2): not Wastes, not Snow-Covered basics. */
export const FREELY_ADDED_BASICS: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
