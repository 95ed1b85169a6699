/**
 * The V8 setting a long check run chooses for itself (README, "Large runs").
 *
 * V8 doubles its young generation (the space short-lived objects are made in) each time the objects that outlived a
 * collection since the last doubling add up to its size. Each collection keeps the deck being checked, so on a long
 * run they always add up: measured on 100,000 decks the young generation doubled to 32 MB about 35,000 decks in, for
 * no gain in speed (a deck's objects die young whatever its size). `--semi-space-growth-factor=1` keeps it at its
 * size: 100,000 decks then take about the peak memory of 10,000, at the same CPU time. It is read at each
 * collection, so setting it when a run starts is enough; it applies to the whole process (worker threads too).
 */
import { setFlagsFromString } from 'node:v8';

let held = false;

/** Keep the young generation at its size from now on (once per process). */
export function holdYoungGeneration(): void {
  if (held) return;
  held = true;
  setFlagsFromString('--semi-space-growth-factor=1');
}
