// The app's notices (docs/product/screens.md#notices), one at a time at the bottom of the screen,
// clear of the header, 'Sair' and the task. Nothing in it takes keyboard focus, so Tab never lands
// in a notice and focus never holds one open; Escape or a tap dismisses it, and it leaves on its
// own.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, toastStore } from '../lib/notify.ts';
import { timeRuns, type Toast } from '../lib/toast-queue.ts';
import { Celebration } from './celebration/celebration.tsx';
import { AchievementBadge } from './illustrations/achievement-badge.tsx';
import './toaster.css';

export function Toaster() {
  const { t } = useTranslation();
  // The third snapshot is for the page's build-time first paint (src/app/first-paint): no toast.
  const queue = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.snapshot,
    toastStore.snapshot,
  );
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      {/* Always in the page, so a screen reader hears each notice as it arrives. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {queue.current && (
          <ToastCard key={queue.current.id} toast={queue.current} counting={timeRuns(queue)} />
        )}
      </div>
    </section>
  );
}

function ToastCard({ toast, counting }: { toast: Toast; counting: boolean }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || !counting) return;
    const timer = setTimeout(() => notify.dismiss({ id: toast.id }), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, counting, toast.id, toast.duration]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') notify.dismiss({ id: toast.id });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toast.id]);
  return (
    // A tap is a pointer convenience only: keyboard users have Escape, and it leaves by itself.
    <div
      className={`toast toast--${toast.kind}`}
      data-toast={toast.kind}
      onClick={() => notify.dismiss({ id: toast.id })}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
    >
      {toast.kind === 'achievement' ? (
        // An achievement is a moment (issue 26 §6): its medal gets the short burst too.
        <span className="celebration-host">
          <AchievementBadge className="toast__badge">{toast.icon}</AchievementBadge>
          <Celebration />
        </span>
      ) : (
        <span className="toast__icon" aria-hidden="true">
          {ICONS[toast.kind]}
        </span>
      )}
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.text && <p className="toast__text">{toast.text}</p>}
      </div>
    </div>
  );
}

const ICONS = { success: '✓', error: '!', info: 'i', achievement: '' } as const;
