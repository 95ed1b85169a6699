/**
 * The scheme deck or planar deck box: under a variant that has one (Archenemy, Supervillain Rumble, Archenemy
 * Commander: a scheme deck; Planechase: a planar deck), the player's scheme or planar deck as its own list, as the
 * CLI's `--schemes FILE` / `--planes FILE` give it. As there, it belongs to one player's deck, and a decklist with its
 * own `Schemes` / `Planes` section takes no second one.
 */
import { supplementaryHeader, supplementaryLabel, supplementaryLine, VARIANTS, type DeckText } from '../src/browser.js';

export interface SupplementaryBox {
  /** Show the box for the variant chosen now (hidden without one). */
  update(): void;
  /** The file name the next text comes under (a file opened sets it). */
  name(file: string): void;
  /** The decks with the scheme or planar deck attached to the one deck, or the sentence that says why it cannot be. */
  attach(decks: readonly DeckText[]): readonly DeckText[] | string;
}

export function supplementaryBox(
  box: HTMLElement,
  heading: HTMLElement,
  hint: HTMLElement,
  area: HTMLTextAreaElement,
  variant: HTMLSelectElement,
  textOf: (area: HTMLTextAreaElement) => string,
): SupplementaryBox {
  let file: string | undefined;
  const kind = () => VARIANTS.find((v) => v.id === variant.value)?.supplementary;
  return {
    update() {
      const k = kind();
      box.hidden = k === undefined;
      if (k === undefined) return;
      const label = supplementaryLabel(k);
      heading.textContent = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)}`;
      area.setAttribute('aria-label', heading.textContent);
      hint.textContent =
        `The player's ${label} as a list of its own (as --${k} FILE on the command line): every card in it counts as the ${label}. ` +
        `Or leave this empty and give it in the decklist under a "${supplementaryHeader(k)}" header.`;
    },
    name(next) {
      file = next;
    },
    attach(decks) {
      const k = kind();
      const text = textOf(area);
      if (k === undefined || text.trim() === '') return decks;
      const label = supplementaryLabel(k);
      const first = decks[0];
      if (decks.length !== 1 || !first) {
        return (
          `The ${label} box gives one player's ${label}, but ${decks.length} decklists are given; check one player at a ` +
          `time, or put a "${supplementaryHeader(k)}" section in each decklist.`
        );
      }
      const line = supplementaryLine(first.text, first.file, k);
      if (line !== undefined) {
        return `${first.file} has its own ${label} (line ${line}) and the ${label} box gives another; give the ${label} once.`;
      }
      return [{ ...first, supplementary: { file: file ?? `${k}.txt`, text } }];
    },
  };
}
