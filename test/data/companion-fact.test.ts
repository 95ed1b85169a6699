import { describe, expect, it } from 'vitest';
import { COMPANIONS, companionFact } from '../../src/data/companions.js';

describe('companionFact: which names are companions', () => {
  it.each(COMPANIONS.map((c) => [c.name, c.condition]))('%s → %s', (name, condition) => {
    expect(companionFact(name)?.condition).toBe(condition);
    expect(companionFact(name.toLowerCase())?.condition).toBe(condition);
    expect(companionFact(name.toUpperCase())?.condition).toBe(condition);
    expect(companionFact(`  ${name}\t`)?.condition).toBe(condition);
    expect(companionFact(`\u00a0${name}`)?.condition).toBe(condition);
  });

  it.each([
    ['Lightning Bolt'],
    ['Lurrus'],
    ['Lurrus of the Dream Den'],
    ['Gyruda, Doom of Depth'],
    ['Yorion, Sky Nomads'],
    ['Zirda'],
    [''],
    ['Umori, the Collectors'],
    ['Kaheera, the Orphanguard // Kaheera'],
  ])('%j is not a companion', (name) => {
    expect(companionFact(name)).toBeUndefined();
  });

  it('reads a name that lower-cases to a companion, whatever its first character (as toLowerCase does)', () => {
    // U+212A KELVIN SIGN lower-cases to "k".
    expect(companionFact('\u212Aaheera, the Orphanguard')?.name).toBe('Kaheera, the Orphanguard');
  });
});
