// The phases as a path on the home: each with its colour and picture, done / open / locked,
// how far the learner is, and "you are here". The label, the picture and whether it is a button
// all come from the phase's one state (`phaseState`, docs/decisions/0068): a phase the class was
// given opens here too, and a finished phase never shows a padlock. A locked phase says what
// opens it in words: it is not a button that leads nowhere.
import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseState } from '@ths/training/phases';
import { useTranslation } from 'react-i18next';
import { LockedPhase } from '../../../components/illustrations/locked-phase.tsx';
import { PhaseEmblem } from '../../../components/illustrations/phase-emblem.tsx';
import { phaseColours } from '@ths/learner-ui/styles/phase-colours';

export type PathStop = {
  phase: Phase;
  state: PhaseState;
  completed: number;
  total: number;
  here: boolean;
  /** The phase to complete before this one opens (`phaseToComplete`, docs/decisions/0053). */
  opensAfter: number;
};

export function PhasePath({
  stops,
  onOpen,
}: {
  stops: PathStop[];
  onOpen: (phase: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol className="path" aria-label={t('phase.navLabel')}>
      {stops.map((stop) => {
        const { phase } = stop;
        const opens = stop.state !== 'locked';
        const status =
          stop.state === 'done'
            ? t('journey.phaseDone', stop)
            : opens
              ? t('journey.phaseOpen', { completed: stop.completed, count: stop.total })
              : t('journey.phaseLocked', { previous: stop.opensAfter });
        const content = (
          <>
            <span className="path__picture">
              {opens ? <PhaseEmblem phase={phase.number} /> : <LockedPhase />}
            </span>
            <span className="path__text">
              {stop.here && <span className="path__here">{t('journey.youAreHere')}</span>}{' '}
              <span className="path__name">
                {t('phase.heading', { number: phase.number, name: phase.name })}
              </span>{' '}
              <span className="path__status">{status}</span>
              {opens && (
                <span className="path__bar" aria-hidden="true">
                  <span style={{ width: `${(stop.completed / Math.max(1, stop.total)) * 100}%` }} />
                </span>
              )}
            </span>
          </>
        );
        return (
          <li
            key={phase.number}
            className={`path__stop ${opens ? '' : 'path__stop--locked'} ${stop.state === 'done' ? 'path__stop--done' : ''}`}
            style={phaseColours(phase.number)}
            aria-current={stop.here ? 'step' : undefined}
          >
            {opens ? (
              <button type="button" className="path__button" onClick={() => onOpen(phase.number)}>
                {content}
              </button>
            ) : (
              <div className="path__button">{content}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
