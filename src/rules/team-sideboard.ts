import type { Finding } from '../diagnostic.js';
import type { Location } from '../diagnostic.js';
import { cardLocations } from '../model/model.js';
import type { TeamRule } from './types.js';

export const teamSideboard: TeamRule = {
  meta: {
    id: 'team-sideboard',
    description:
      'Two-Headed Giant Constructed decks have no sideboard (matches are one game); a companion needs one, so it ' +
      'is not allowed either. Casual format: sideboards allowed.',
    reference: 'Two-Headed Giant format rules (WPN): "Sideboard — Constructed: None"',
    scope: 'team',
    teamRules: ['2hg'],
  },
  check(team, ctx) {
    if (ctx.format.teamSideboards) return [];
    const out: Finding[] = [];
    for (const deck of team.decks) {
      if (deck.sideboardCount === 0) continue;
      const related: Location[] = [];
      for (const g of deck.cards.values()) {
        related.push(...cardLocations(deck, g).filter((l) => l.section === 'sideboard' || l.section === 'companion'));
      }
      related.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      const header = deck.parsed.sectionLines.sideboard ?? deck.parsed.sectionLines.companion;
      const first = related[0];
      const line = header !== undefined && (first === undefined || header < (first.line ?? 0)) ? header : (first?.line ?? null);
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message:
          `${deck.file} has a sideboard of ${deck.sideboardCount} card${deck.sideboardCount === 1 ? '' : 's'}, but ` +
          'Two-Headed Giant Constructed decks have none: a match is a single game, so there is no sideboarding, ' +
          'and a companion cannot be used. Remove the sideboard (and any companion) from the list.',
        file: deck.file,
        line,
        section: 'sideboard',
        team: team.name,
        count: deck.sideboardCount,
        limit: 0,
        reference: this.meta.reference,
        related,
      });
    }
    return out;
  },
};
