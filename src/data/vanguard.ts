/**
 * Every Vanguard card (CR 313, CR 902): oversized nontraditional cards a player puts beside the deck in the Vanguard
 * variant, never in it. Names as MTGJSON prints them: the Vanguard series (set PVAN, 1997-1999, 32 cards) and the
 * Mystery Booster playtest card Ral's Vanguard (CMB1); a test compares the list with the Vanguard group of
 * the project's reference list of nontraditional cards. Magic Online's Vanguard avatars are not cards of the card data and are
 * not listed.
 */
export const VANGUARDS: readonly string[] = [
  'Ashnod',
  'Barrin',
  'Crovax',
  'Eladamri',
  'Ertai',
  'Gerrard',
  'Gix',
  'Greven il-Vec',
  'Hanna',
  'Karn',
  'Lyna',
  'Maraxus',
  'Mirri',
  'Mishra',
  'Multani',
  'Oracle',
  'Orim',
  "Ral's Vanguard",
  'Rofellos',
  'Selenia',
  'Serra',
  'Sidar Kondo',
  'Sisay',
  'Sliver Queen, Brood Mother',
  'Squee',
  'Starke',
  'Tahngarth',
  'Takara',
  'Tawnos',
  'Titania',
  'Urza',
  'Volrath',
  'Xantcha',
];
