import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSoundOn, setSoundOn } from './celebration-sound.ts';

/** 'Som' on or off for a right pick; remembered on this device, off until turned on. */
export function SoundToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(() => isSoundOn());
  return (
    <button
      type="button"
      className={['read-aloud-button', className].filter(Boolean).join(' ')}
      aria-pressed={on}
      onClick={() => {
        setSoundOn(!on);
        setOn(!on);
      }}
    >
      <span aria-hidden="true">{on ? '🔔' : '🔕'}</span> {t('scenario.sound')}
    </button>
  );
}
