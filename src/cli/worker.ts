/**
 * A worker thread of `--jobs N` (see jobs.ts). Started before the run's inputs are listed, it loads deckcheck at once
 * (worker-thread.ts); it prepares the check when it is told the run's setup, then checks the batches of units it is
 * sent and sends back their reports. Bundled as dist/bundle/worker.js.
 *
 * Starting this thread undid the run's young-generation setting, for every thread of the process (heap.ts). It is
 * made again first, before the rest of deckcheck loads: in those tens of milliseconds the other threads may collect
 * and grow their young generation.
 */
import { boundHeap } from './heap.js';

boundHeap();
await import('./worker-thread.js');
