import type { BuildOptions, Plugin } from 'esbuild';

export const REPO: string;
export const WEB_OUT: string;
export function browserSwaps(): Plugin;
export function browserBuild(entry: string, outfile: string): BuildOptions & { metafile: true };
export function buildWeb(out?: string, snapshot?: string): Promise<string[]>;
/** data/card-snapshot/cards.db: the web app's built-in card data. */
export const CARD_SNAPSHOT: string;
/** The built-in card data as the page fetches it (gzip, named by its hash); throws when the snapshot is missing. */
export function cardDataFile(snapshot?: string): { name: string; bytes: Buffer };
