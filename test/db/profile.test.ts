/**
 * The compact profile (src/db/profile.ts) keeps of a face's text only the lines the rules read, and never changes what
 * they read: table-driven over the texts the Commander-family and companion rules look at.
 */
import { describe, expect, it } from 'vitest';
import type { FaceFacts } from '../../src/cards/facts.js';
import { compactFace, compactFacts, textReadings } from '../../src/db/profile.js';

const face = (text: string, extra: Partial<FaceFacts> = {}): FaceFacts => ({
  name: 'Test',
  manaCost: '{2}{G}',
  manaValue: 3,
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Elf'],
  text,
  ...extra,
});

describe('compact profile: the lines of rules text the rules read', () => {
  it.each([
    ['flying and partner', 'Flying\nWhenever Test attacks, draw a card.\nPartner (You can have two commanders if both have partner.)', 'Partner (You can have two commanders if both have partner.)'],
    ['a keyword list with partner', 'Flying, partner\nWhen Test enters, you gain 3 life.', 'Flying, partner'],
    ['partner with', 'Partner with Toothy, Imaginary Friend\nWhenever you draw a card, put a +1/+1 counter on Toothy.', 'Partner with Toothy, Imaginary Friend'],
    ['choose a Background', 'Choose a Background\nTrample', 'Choose a Background'],
    ['can be your commander', 'Test can be your commander.\n+1: Draw a card.', 'Test can be your commander.\n+1: Draw a card.'],
    ['an activated ability', 'When Test enters, scry 2.\n{T}: Add {G}.', '{T}: Add {G}.'],
    ['changeling', 'Changeling (This card is every creature type.)\nTest gets +1/+1.', 'Changeling (This card is every creature type.)'],
    ['choose a color', 'As Test enters, choose a color before the game begins.\nTest has protection from the chosen color.', 'As Test enters, choose a color before the game begins.'],
    ['nothing read', 'Trample\nWhen Test dies, draw a card.', ''],
  ])('%s', (_name, text, kept) => {
    const compact = compactFace(face(text));
    expect(compact.text).toBe(kept);
    expect(textReadings(compact)).toBe(textReadings(face(text)));
  });

  it('a last "N/N" line (the P/T box of data without power and toughness) is kept', () => {
    const f = face('Station (Tap another creature you control: Put charge counters equal to its power on this.)\nSTATION 8+\n5/5', { types: ['Artifact'], subtypes: ['Spacecraft'] });
    expect(compactFace(f).text.split('\n').pop()).toBe('5/5');
  });

  it('a card without the data\'s colour identity keeps all its text (the identity is computed from it)', () => {
    const facts = { faces: [face('{T}: Add {R}.\nTrample')] };
    expect(compactFacts(facts)).toBe(facts);
    expect(compactFacts({ ...facts, colorIdentity: ['G', 'R'] }).faces?.[0]?.text).toBe('{T}: Add {R}.');
  });
});
