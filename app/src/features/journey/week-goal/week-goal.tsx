// 'Minha semana' on the home (docs/decisions/0076-a-gentle-weekly-goal.md): its code is a chunk of
// its own, out of the first load, loaded and failing soft as every moment does
// (docs/decisions/0067). While it loads, a quiet space of its height keeps the home still.
import { lazyMoment } from '../../../lib/lazy-moment.tsx';

export const WeekGoal = lazyMoment(() => import('./week-goal-card.tsx'), {
  loading: <div className="week-goal-space" aria-hidden="true" />,
});
