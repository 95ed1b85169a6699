/**
 * The styles the text reports use (bold, dim, underline, red, green, yellow), given by their caller: the CLI passes
 * chalk's (report/chalk-styles, loaded only when colour is on), so a report written without colour, and every
 * piped run, never loads chalk; without styles a report is plain text.
 */
export interface Styles {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly underline: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
}

const same = (text: string): string => text;
/** No colour: every style returns its text unchanged. */
export const PLAIN_STYLES: Styles = { bold: same, dim: same, underline: same, red: same, green: same, yellow: same };
