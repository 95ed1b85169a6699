/**
 * Where a JSON text first goes wrong. Node 20's JSON.parse does not always say; this scanner finds the offset of the
 * first character that cannot continue a valid JSON document, so the user is told the line and column.
 */
export function jsonErrorOffset(text: string): number | undefined {
  return scanJson(text);
}

/** "a.b[0].c" for a JSON path, "(top level)" for the document itself: how problems name a place in a JSON file. */
export function jsonPathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out === '' ? '' : '.'}${String(p)}`;
  return out === '' ? '(top level)' : out;
}

/**
 * Where each value of a well-formed JSON text starts, by its path (jsonPathText): for naming the line of a problem a
 * schema finds. A key's value is found at its key. Paths not in the text (a missing field) have no entry.
 */
export function jsonValueOffsets(text: string): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  scanJson(text, (path, offset) => out.set(jsonPathText(path), offset));
  return out;
}

/**
 * The scanner: the offset of the first character that cannot continue a valid JSON document (undefined when it is
 * valid); `onValue` hears every value's path and where it starts (an object member: where its key starts).
 */
function scanJson(text: string, onValue?: (path: readonly (string | number)[], offset: number) => void): number | undefined {
  const path: (string | number)[] = [];
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        i++;
        const e = text[i] ?? '';
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if ('"\\/bfnrt'.includes(e) && e !== '') i++;
        else fail();
      } else if ((c ?? '').charCodeAt(0) < 0x20) fail();
      else i++;
    }
    fail();
  };
  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    else i += m[0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        const keyStart = i;
        string();
        path.push(onValue ? (JSON.parse(text.slice(keyStart, i)) as string) : '');
        onValue?.(path, keyStart);
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        path.pop();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail();
      }
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        ws();
        path.push(n);
        onValue?.(path, i);
        value();
        path.pop();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    ws();
    return i < text.length ? i : undefined;
  } catch (at) {
    return typeof at === 'number' ? at : undefined;
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
