// 'Sem internet · suas respostas ficam guardadas aqui': answers wait on this device and go out
// when the network or the server is back (issue 26, docs/decisions/0022). In the page's flow at
// the top of the view, so it covers nothing; a polite status, so a screen reader hears it once.
import { useTranslation } from 'react-i18next';
import './waiting-chip.css';

export function WaitingChip({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="waiting-chip-slot">
      {shown && (
        <p className="waiting-chip">
          <span className="waiting-chip__dot" aria-hidden="true" />
          {t('training.offlineChip')}
        </p>
      )}
    </div>
  );
}
