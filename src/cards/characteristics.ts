/**
 * Reading a card's characteristics (CardFacts) the way the Commander-family and companion rules need them: colour
 * identity (CR 903.4), types of the card in a library (the front face, CR 712.8a), partner abilities (CR 702.124),
 * activated abilities (CR 602.1). Pure; never guesses: a card without the facts a question needs gives `undefined`.
 */
import type { Color, FaceFacts } from './facts.js';
import type { CardInfo } from './index.js';

export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** The faces of a card whose characteristics the data gives, or undefined when it gives none. */
export function facesOf(card: CardInfo | undefined): readonly FaceFacts[] | undefined {
  const faces = card?.faces;
  return faces && faces.length > 0 ? faces : undefined;
}

/** Whether the card's characteristics are known (an imported card database with characteristics). */
export function hasCharacteristics(card: CardInfo | undefined): card is CardInfo & { readonly faces: readonly FaceFacts[] } {
  return facesOf(card) !== undefined;
}

/** The face that counts outside the battlefield and stack: the front (CR 712.8a). */
export function frontFace(card: CardInfo): FaceFacts | undefined {
  return facesOf(card)?.[0];
}

/** Layouts whose halves are both "in" the card at once (CR 709.4: split; 715: adventure is an alternative). */
const COMBINED_LAYOUTS: ReadonlySet<string> = new Set(['split', 'aftermath']);

/** Mana value of the card in a library: split cards combine their halves (CR 709.4b), others use the front face. */
export function libraryManaValue(card: CardInfo): number | undefined {
  if (card.layout !== undefined && COMBINED_LAYOUTS.has(card.layout)) return card.manaValue;
  return frontFace(card)?.manaValue ?? card.manaValue;
}

/** The mana symbols of a cost, as written inside braces ("2", "W", "R/G", "B/P", "X"). */
export function manaSymbols(cost: string): string[] {
  const out: string[] = [];
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) if (m[1] !== undefined) out.push(m[1].toUpperCase());
  return out;
}

/** The symbols of the card's mana cost as CR 709.4b sees them: a split card's halves together, else the front face. */
export function costSymbols(card: CardInfo): string[] {
  const faces = facesOf(card) ?? [];
  if (card.layout !== undefined && COMBINED_LAYOUTS.has(card.layout)) return faces.flatMap((f) => manaSymbols(f.manaCost));
  const front = faces[0];
  return front ? manaSymbols(front.manaCost) : manaSymbols(card.manaCost ?? '');
}

/** Rules text without reminder text (CR 903.4c: reminder text is ignored). */
export function withoutReminder(text: string): string {
  let out = text;
  // Nested parentheses do not occur in Oracle text; one pass per level is enough.
  for (let i = 0; i < 3 && out.includes('('); i++) out = out.replace(/\([^()]*\)/g, '');
  return out;
}

const LAND_TYPE_COLORS: Readonly<Record<string, Color>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** The colours a mana symbol stands for: hybrid is all its colours (CR 107.4e), Phyrexian is its colour (107.4f). */
function symbolColors(symbol: string): Color[] {
  return COLORS.filter((c) => symbol.split('/').includes(c));
}

/**
 * Colour identity computed from the faces (CR 903.4): mana symbols in costs and rules text (reminder text ignored),
 * colour indicators, every face (903.4d), and the colours of basic land types (903.5d gives the same verdict).
 */
export function computedColorIdentity(faces: readonly FaceFacts[]): Color[] {
  const found = new Set<Color>();
  for (const face of faces) {
    for (const s of manaSymbols(face.manaCost)) for (const c of symbolColors(s)) found.add(c);
    for (const s of manaSymbols(withoutReminder(face.text))) for (const c of symbolColors(s)) found.add(c);
    for (const c of face.colorIndicator ?? []) found.add(c);
    if (face.types.includes('Land')) for (const t of face.subtypes) if (LAND_TYPE_COLORS[t]) found.add(LAND_TYPE_COLORS[t]);
  }
  return COLORS.filter((c) => found.has(c));
}

/** The card's colour identity: the data's when it gives one, else computed from the faces; undefined when unknown. */
export function colorIdentityOf(card: CardInfo | undefined): readonly Color[] | undefined {
  if (!card) return undefined;
  if (card.colorIdentity) return card.colorIdentity;
  const faces = facesOf(card);
  return faces ? computedColorIdentity(faces) : undefined;
}

/** "choose a color before the game begins" (CR 903.4b): The Prismatic Piper, Faceless One, Clara Oswald. */
export function choosesItsColor(card: CardInfo): boolean {
  return (facesOf(card) ?? []).some((f) => choosesItsColorText(f.text));
}

export function choosesItsColorText(text: string): boolean {
  return /choose a colou?r before the game begins/i.test(text);
}

/** "… can be your commander" (CR 903.3a). */
export function saysItCanBeYourCommander(text: string): boolean {
  return /can be your commander/i.test(text);
}

/** "Grist, the Hunger Tide": a creature card outside the battlefield by its own text (CR 903.3a). */
export function creatureOutsideBattlefield(text: string): boolean {
  return /isn't on the battlefield, it's a [^.]*\bcreature\b/i.test(text);
}

/** A last text line "N/N": the printed power/toughness box of data that gives no power and toughness. */
export function endsWithPtBox(text: string): boolean {
  const last = text.trim().split('\n').pop() ?? '';
  return /^\d+\/\d+$/.test(last.trim());
}

export function isLegendary(face: FaceFacts): boolean {
  return face.supertypes.includes('Legendary');
}

/** Keyword and ability lines of a face: its text split into lines, and keyword lists split at commas. */
function abilityLines(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t === '') continue;
    out.push(t);
    // "Flying, partner": a keyword list (no period outside reminder text) also names each keyword. "Partner with
    // Toothy, Imaginary Friend" is one ability naming a card whose name holds a comma, not a list.
    const bare = withoutReminder(t).trim();
    if (bare.includes(',') && !bare.includes('.') && !bare.includes('—') && !/^partner with /i.test(bare)) {
      for (const part of bare.split(',')) out.push(part.trim());
    }
  }
  return out;
}

/** One partner-family ability (CR 702.124), normalised so that only identical keys pair. */
export type PartnerAbility =
  | { readonly kind: 'partner' }
  /** "Partner—Friends forever" and the older "Friends forever" are one key: "friends forever". */
  | { readonly kind: 'partner-text'; readonly key: string }
  | { readonly kind: 'partner-with'; readonly name: string }
  | { readonly kind: 'choose-background' }
  | { readonly kind: 'doctors-companion' };

/** The partner-family abilities printed on the card's front face. */
export function partnerAbilities(card: CardInfo): PartnerAbility[] {
  const face = frontFace(card);
  return face ? partnerAbilitiesOfText(face.text) : [];
}

/** The partner-family abilities a face's rules text prints. */
export function partnerAbilitiesOfText(text: string): PartnerAbility[] {
  const out: PartnerAbility[] = [];
  for (const line of abilityLines(text)) {
    const bare = withoutReminder(line).trim().replace(/\.$/, '');
    let m: RegExpExecArray | null;
    if ((m = /^partner with (.+)$/i.exec(bare)) && m[1] !== undefined) out.push({ kind: 'partner-with', name: m[1].trim() });
    else if ((m = /^partner\s*(?:—|–|-)\s*(.+)$/i.exec(bare)) && m[1] !== undefined) {
      out.push({ kind: 'partner-text', key: m[1].trim().toLowerCase() });
    } else if (/^partner$/i.test(bare)) out.push({ kind: 'partner' });
    else if (/^friends forever$/i.test(bare)) out.push({ kind: 'partner-text', key: 'friends forever' });
    else if (/^choose a background$/i.test(bare)) out.push({ kind: 'choose-background' });
    else if (/^doctor's companion$/i.test(bare)) out.push({ kind: 'doctors-companion' });
  }
  return out;
}

export function isBackground(card: CardInfo): boolean {
  const face = frontFace(card);
  return face !== undefined && isLegendary(face) && face.types.includes('Enchantment') && face.subtypes.includes('Background');
}

/** "a legendary Time Lord Doctor creature card that has no other creature types" (CR 702.124m). */
export function isTimeLordDoctor(card: CardInfo): boolean {
  const face = frontFace(card);
  if (!face || !isLegendary(face) || !face.types.includes('Creature')) return false;
  const subtypes = [...face.subtypes].sort();
  return subtypes.length === 2 && subtypes[0] === 'Doctor' && subtypes[1] === 'Time Lord';
}

const PERMANENT_TYPES: readonly string[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

/** A permanent card (CR 110.4a), judged by the front face (CR 712.8a). */
export function isPermanentCard(face: FaceFacts): boolean {
  return face.types.some((t) => PERMANENT_TYPES.includes(t));
}

/**
 * Whether a face has an activated ability, "[Cost]: [Effect]" (CR 602.1), printed on it: a colon in a line or in
 * reminder text (equip, cycling, crew …), loyalty abilities (CR 606.1), and the intrinsic mana ability of a basic land
 * type (CR 305.6). Abilities in quotation marks belong to something else (a token, another permanent) and don't count.
 */
export function hasActivatedAbility(face: FaceFacts): boolean {
  if (face.types.includes('Land') && face.subtypes.some((t) => LAND_TYPE_COLORS[t] !== undefined)) return true;
  const text = face.text.replace(/"[^"]*"/g, '').replace(/“[^”]*”/g, '');
  for (const line of text.split('\n')) {
    for (const part of [line, ...[...line.matchAll(/\(([^()]*)\)/g)].map((m) => m[1] ?? '')]) {
      const colon = part.indexOf(':');
      if (colon <= 0) continue;
      const cost = part.slice(0, colon);
      // A cost has no sentence end in it; "Companion — …" and modal bullets hold no colon.
      if (!cost.includes('.') && cost.length <= 120) return true;
    }
  }
  return false;
}

/** Changeling: "This object is every creature type" (CR 702.73a), even outside the game. */
export function hasChangeling(face: FaceFacts): boolean {
  return /(^|\n)\s*changeling\b/i.test(face.text) || /\bis every creature type\b/i.test(withoutReminder(face.text));
}
