// The merge cases and the review-schedule tests record answers with the engine, which computes
// each review card with the scheduler registered (packages/training/src/scheduler.ts).
import { fsrsScheduler } from '@ths/training/fsrs';
import { registerScheduler } from '@ths/training/scheduler';

registerScheduler(fsrsScheduler);
