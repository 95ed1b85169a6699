/**
 * The web app in a real browser for the web tests: the app built into `dir` (scripts/web-build.js), served on a free
 * port of 127.0.0.1 (scripts/web-serve.js), and Debian's chromium launched headless through playwright-core.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { it } from 'vitest';
import { buildWeb, CARD_SNAPSHOT } from '../../scripts/web-build.js';
import { serveWeb } from '../../scripts/web-serve.js';
import { findTool, IN_CI } from '../system-tools.js';

/**
 * The web app is built with the card snapshot (data/card-snapshot/cards.db, `npm run data:cards`) as its built-in
 * card data. When it is missing: in CI, a failing test; elsewhere, a skipped test whose name is the reason. Returns
 * whether it is there.
 */
export function requireSnapshot(): boolean {
  if (existsSync(CARD_SNAPSHOT)) return true;
  const reason = `the card snapshot ${path.relative(process.cwd(), CARD_SNAPSHOT)} is missing (npm run data:cards -- <AllPrintings file> makes it)`;
  if (IN_CI) {
    it('CI=true needs the card snapshot', () => {
      throw new Error(`${reason}: the web app cannot be built without it`);
    });
  } else {
    it.skip(`${reason}; the web app's tests are skipped`, () => undefined);
  }
  return false;
}

export interface WebApp {
  readonly browser: Browser;
  readonly server: Server;
  /** The page's address, ending in '/'. */
  readonly base: string;
  close(): Promise<void>;
}

export async function startWebApp(dir: string): Promise<WebApp> {
  const out = path.join(dir, 'site');
  await buildWeb(out);
  const server = await serveWeb(out, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: findTool('chromium') ?? 'chromium', args: ['--no-sandbox', '--disable-gpu'], timeout: 30_000 });
  return {
    browser,
    server,
    base,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
