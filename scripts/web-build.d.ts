import type { BuildOptions, Plugin } from 'esbuild';

export const REPO: string;
export const WEB_OUT: string;
export function browserSwaps(): Plugin;
export function browserBuild(entry: string, outfile: string): BuildOptions & { metafile: true };
export function buildWeb(out?: string): Promise<string[]>;
