import type { Metafile } from 'esbuild';

/** One file of the minimal page's bundle: its path, size, gzip size (level 9) and the largest source it holds. */
export interface PageChunk {
  output: string;
  file: string;
  bytes: number;
  gzip: number;
  what: string;
  entry: boolean;
}

/** The minimal page's bundle: its entry file and what it loads with it (`entry`), the chunks loaded on use, the metafile. */
export interface MinimalPage {
  entry: { file: PageChunk; files: PageChunk[]; bytes: number; gzip: number; inputs: Metafile['outputs'][string]['inputs'] };
  chunks: PageChunk[];
  lazy: PageChunk[];
  metafile: Metafile;
}

export const MINIMAL_ENTRY_BOUND: number;
export const MINIMAL_PAGE: string;
export const CARD_DATA_PAGE: string;
export function buildMinimalPage(out: string, page?: string): Promise<MinimalPage>;
