// Types of bench/corpus.js, for the tests that generate a corpus with it.
export declare const SHARED_CARDS: string;
export declare function cardNames(): string[];
export declare function writeCorpus(dir: string, count: number, seed?: number): string[];
