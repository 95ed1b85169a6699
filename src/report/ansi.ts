/**
 * The few ANSI styles the text reports use (bold, dim, underline, red, green, yellow), with the same bytes as chalk 5 at
 * colour level 1, which the reports used before: chalk decided at load time, by asking Node's tty module (and with it
 * Node's network code), whether the process's own stdout was a terminal, a cost every check paid although the reports
 * always say themselves whether to colour. Without colour, every style returns its text unchanged.
 */
export interface Styles {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly underline: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
}

/** One style, as chalk applies it: the style re-opened after each close code inside the text, and around each line break. */
function style(open: number, close: number): (text: string) => string {
  const on = `\u001B[${open}m`;
  const off = `\u001B[${close}m`;
  return (text) => {
    if (text === '') return '';
    let body = text.includes('\u001B') ? text.split(off).join(off + on) : text;
    if (body.includes('\n')) body = body.replace(/\r?\n/g, (lineBreak) => `${off}${lineBreak}${on}`);
    return `${on}${body}${off}`;
  };
}

const COLOURED: Styles = {
  bold: style(1, 22),
  dim: style(2, 22),
  underline: style(4, 24),
  red: style(31, 39),
  green: style(32, 39),
  yellow: style(33, 39),
};

const same = (text: string): string => text;
const PLAIN: Styles = { bold: same, dim: same, underline: same, red: same, green: same, yellow: same };

export function styles(color: boolean): Styles {
  return color ? COLOURED : PLAIN;
}
