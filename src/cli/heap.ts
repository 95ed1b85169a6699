/**
 * The V8 settings a long check run chooses for itself (docs/explanations/large-runs.md), so that its peak memory does not grow
 * with the number of decks.
 *
 * Young generation. V8 doubles its young generation (the space short-lived objects are made in) each time the
 * objects that outlived a collection since the last doubling add up to its size. Each collection keeps the deck being
 * checked, so on a long run they always add up: measured on 100,000 decks the young generation doubled to 32 MB about
 * 35,000 decks in, for no gain in speed (a deck's objects die young whatever its size). `--semi-space-growth-factor=1`
 * keeps it at its size.
 *
 * Old generation. What outlives two young collections (a batch's reports waiting for the batches before it, with
 * `--jobs`) moves to the old generation and becomes garbage there. V8 lets the old generation grow to up to four
 * times what was alive after its last full collection before collecting it again: measured with `--jobs 2`, this
 * thread's heap reached 36 MB on 100,000 decks and 20 MB on 10,000, though what stays alive is 8 MB.
 * `--heap-growing-percent=50` collects at 1.5 times (V8 still leaves at least 8 MB of room): 25 MB on 100,000 decks,
 * for five full collections of about 3 ms each.
 *
 * Both are read at each collection, so setting them when a run starts is enough; V8's flags are the process's, so
 * they apply to every thread. But V8 raises --semi-space-growth-factor to 2 whenever it sets up a heap: when the
 * process starts (so the command line cannot set it to 1) and when each worker thread starts, for every thread.
 * Measured on Node 20, with a worker thread started and the setting not made again, both threads' young generations
 * grew to 16 MB and `--jobs 2` took 158 MB on 100,000 decks instead of about 112. So each worker thread makes the
 * settings again as soon as it runs (worker.ts).
 */
import { setFlagsFromString } from 'node:v8';

/** Make the run's heap settings, for every thread (again after a worker thread started). */
export function boundHeap(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
  setFlagsFromString('--heap-growing-percent=50');
}
