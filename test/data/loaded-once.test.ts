// The browser twins' once-only loader (src/data/loaded-once.ts): one fetch for any number of calls, and a failed fetch
// (a chunk not loaded: a network blip on a phone) tried again by the next call instead of failing forever.
import { describe, expect, it } from 'vitest';
import { loadedOnce } from '../../src/data/loaded-once.js';

describe('loadedOnce', () => {
  it('fetches once for any number of loads, and get throws the sentence until it is loaded', async () => {
    let fetches = 0;
    const data = loadedOnce(async () => {
      fetches++;
      return { n: 42 };
    }, 'not loaded: call prepareCheck first');
    expect(() => data.get()).toThrow('not loaded: call prepareCheck first');
    await Promise.all([data.load(), data.load(), data.load()]);
    await data.load();
    expect(fetches).toBe(1);
    expect(data.get()).toEqual({ n: 42 });
  });

  it('lets the next load try again after a failed fetch, and shares one attempt between concurrent calls', async () => {
    let fetches = 0;
    const data = loadedOnce(async () => {
      fetches++;
      if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module: chunk-x.js');
      return 'loaded';
    }, 'not loaded');
    const [a, b] = await Promise.allSettled([data.load(), data.load()]);
    expect(a).toMatchObject({ status: 'rejected', reason: { message: 'Failed to fetch dynamically imported module: chunk-x.js' } });
    expect(b.status).toBe('rejected');
    expect(fetches).toBe(1);
    expect(() => data.get()).toThrow('not loaded');
    await data.load();
    expect(fetches).toBe(2);
    expect(data.get()).toBe('loaded');
    await data.load();
    expect(fetches).toBe(2);
  });
});
