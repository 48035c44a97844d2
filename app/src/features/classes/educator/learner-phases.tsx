// A learner's page, 'Fases': how far they are in each phase, and how it went (docs/decisions/0032).
import type { PhaseDetail } from '@ths/training/learner-detail';
import { useTranslation } from 'react-i18next';

export function LearnerPhases({
  phases,
  phaseName,
}: {
  phases: readonly PhaseDetail[];
  phaseName: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('classes');
  return (
    <section className="classes__panel" aria-labelledby="learner-phases">
      <h2 id="learner-phases">{t('learner.phasesHeading')}</h2>
      <ul className="classes__facts">
        {phases.map((phase) => (
          <li key={phase.phase}>
            <span className="classes__skill">
              {t('learner.phase', {
                number: phase.phase,
                name: phaseName.get(phase.phase) ?? '',
              })}
            </span>
            <span className="field__hint">
              {t('learner.phaseDone', { answered: phase.summary.answered, count: phase.total })}
              {phase.summary.percent !== null &&
                ` · ${t('learner.phasePercent', { percent: phase.summary.percent })}`}
              {phase.summary.correctedLater > 0 &&
                ` · ${t('class.correctedLater', { count: phase.summary.correctedLater })}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
