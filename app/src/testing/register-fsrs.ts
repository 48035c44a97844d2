// For tests that call the engine directly (recordAnswer, review cards): the app registers the
// review scheduler itself once it has loaded it (progress/scheduler-query.ts), and the tests that
// render the app go through that; these tests have no app around them.
import { fsrsScheduler } from '@ths/training/fsrs';
import { registerScheduler } from '@ths/training/scheduler';

registerScheduler(fsrsScheduler);
