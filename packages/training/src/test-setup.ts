// Every engine test computes review cards with FSRS, as the app does once fsrs.ts has loaded.
import { fsrsScheduler } from './fsrs.ts';
import { registerScheduler } from './scheduler.ts';

registerScheduler(fsrsScheduler);
