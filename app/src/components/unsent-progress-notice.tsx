// 'Sair' with progress not sent yet (unsent-progress.ts): what happens to it, and the choice to
// stay or to leave anyway. Inline at the top of the page, like the other confirmations of the
// app, with the focus on its title so a screen reader reads it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './unsent-progress-notice.css';

type UnsentProgressNoticeProps = { onStay: () => void; onLeave: () => void; busy: boolean };

export function UnsentProgressNotice({ onStay, onLeave, busy }: UnsentProgressNoticeProps) {
  const { t } = useTranslation();
  const focusTitle = useCallback((title: HTMLHeadingElement | null) => title?.focus(), []);
  return (
    <section className="unsent-notice" aria-labelledby="unsent-title">
      <h2 id="unsent-title" ref={focusTitle} tabIndex={-1} className="unsent-notice__title">
        {t('training.unsentTitle')}
      </h2>
      <p>{t('training.unsentText')}</p>
      <div className="unsent-notice__actions">
        <button type="button" className="button button--primary" onClick={onStay}>
          {t('training.unsentStay')}
        </button>
        <button type="button" className="button button--quiet" disabled={busy} onClick={onLeave}>
          {t('training.unsentLeave')}
        </button>
      </div>
    </section>
  );
}
