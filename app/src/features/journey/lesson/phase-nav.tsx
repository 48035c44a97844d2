import type { PhaseStatus } from '@ths/training/phases';
import { useTranslation } from 'react-i18next';

type PhaseNavProps = {
  statuses: PhaseStatus[];
  onOpen: (phase: number) => void;
};

/**
 * docs/product/screens.md#lesson: one numbered button per phase. A locked one stays pressable:
 * pressing it explains, in the 'Fase bloqueada' toast, what opens it
 * (docs/product/journey.md#unlocking).
 */
export function PhaseNav({ statuses, onOpen }: PhaseNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="phase-nav" aria-label={t('phase.navLabel')}>
      <ol className="phase-nav__list">
        {statuses.map((status) => (
          <li key={status.phase}>
            <button
              type="button"
              className={[
                'phase-nav__button',
                status.current ? 'phase-nav__button--current' : '',
                status.unlocked ? '' : 'phase-nav__button--locked',
                status.complete ? 'phase-nav__button--complete' : '',
              ].join(' ')}
              aria-current={status.current ? 'step' : undefined}
              aria-label={t(status.unlocked ? 'phase.button' : 'phase.buttonLocked', {
                number: status.phase,
              })}
              onClick={() => onOpen(status.phase)}
            >
              {status.unlocked ? status.phase : <LockIcon />}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
    </svg>
  );
}
