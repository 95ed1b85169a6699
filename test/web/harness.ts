/**
 * The web app in a real browser for the web tests: the app built into `dir` (scripts/web-build.js), served on a free
 * port of 127.0.0.1 (scripts/web-serve.js), and Debian's chromium launched headless through playwright-core.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildWeb } from '../../scripts/web-build.js';
import { serveWeb } from '../../scripts/web-serve.js';
import { findTool } from '../system-tools.js';

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
