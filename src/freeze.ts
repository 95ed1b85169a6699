/**
 * Freezing what the library hands out: the shared tables (formats, variants, rule metadata, input formats, convert
 * targets) and the plain data of a prepared check, so that a caller who changes one cannot change a later check.
 */

function isPlain(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return Array.isArray(v) || proto === Object.prototype || proto === null;
}

/**
 * Freeze `value` and every plain object and array it holds, and the plain values of the Maps and Sets it holds (a
 * Map or Set itself cannot be frozen). Class instances (card indexes and their caches) and functions are left as
 * they are. Returns `value`.
 */
export function deepFreeze<T>(value: T): T {
  const seen = new Set<object>();
  const visit = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    if (v instanceof Map) {
      for (const x of v.values()) visit(x);
      return;
    }
    if (v instanceof Set) {
      for (const x of v) visit(x);
      return;
    }
    if (!isPlain(v)) return;
    // Object.values without its array, and no call for a value that is not an object (most of them: strings, numbers).
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      const x = (v as Record<string, unknown>)[key];
      if (typeof x === 'object' && x !== null) visit(x);
    }
    Object.freeze(v);
  };
  visit(value);
  return value;
}
