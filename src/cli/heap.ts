/**
 * The V8 setting a long check run chooses for itself (README, "Large runs").
 *
 * V8 doubles its young generation (the space short-lived objects are made in) each time the objects that outlived a
 * collection since the last doubling add up to its size. Each collection keeps the deck being checked, so on a long
 * run they always add up: measured on 100,000 decks the young generation doubled to 32 MB about 35,000 decks in, for
 * no gain in speed (a deck's objects die young whatever its size). `--semi-space-growth-factor=1` keeps it at its
 * size: 100,000 decks then take about the peak memory of 10,000, at the same CPU time. It is read at each
 * collection, so setting it when a run starts is enough; it applies to the whole process (worker threads too).
 *
 * V8 raises it to 2 whenever it sets up a heap: when the process starts (so the command line cannot set it to 1) and
 * when each worker thread starts, for every thread of the process, since V8's flags are shared. Measured on Node 20,
 * with a worker thread started and the setting not made again, both threads' young generations grew to 16 MB and
 * `--jobs 2` took 163 MB on 100,000 decks instead of about 115. So each worker thread makes it again as soon as it
 * runs (worker.ts).
 */
import { setFlagsFromString } from 'node:v8';

/** Keep the young generation at its size from now on (for every thread; again after a worker thread started). */
export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
