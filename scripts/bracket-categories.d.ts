/** Types of scripts/bracket-categories.js for the tests. */
export const MASS_LAND_DENIAL: readonly (readonly [RegExp, string])[];
export const EXTRA_TURNS: readonly (readonly [RegExp, string])[];
export function normalText(name: string, text: string): string;
export function classify(name: string, text: string): { massLandDenial?: string; extraTurns?: string };
export function categoriesFrom(atomic: unknown): { massLandDenial: [string, string][]; extraTurns: [string, string][] };
export function categoriesJson(atomic: unknown, file: string): unknown;
export function readAtomic(file: string): unknown;
