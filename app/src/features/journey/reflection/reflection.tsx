// 'Como foi?' on the home (docs/decisions/0079-how-did-the-challenge-go.md): its code is a chunk of
// its own, out of the first load, loaded and failing soft as every moment does
// (docs/decisions/0067). It sits low on the home, so nothing holds its place while it loads.
import { lazyMoment } from '../../../lib/lazy-moment.tsx';

export const Reflection = lazyMoment(() => import('./reflection-card.tsx'));
