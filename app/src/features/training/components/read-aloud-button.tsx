import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSpeak, speak, stopSpeaking } from '../speech.ts';

type ReadAloudButtonProps = {
  /** What to read, built when pressed so it includes the feedback once shown. */
  text: () => string;
  /** The content's language (the voice), which may differ from nothing else on screen. */
  lang: string;
};

export function ReadAloudButton({ text, lang }: ReadAloudButtonProps) {
  const { t } = useTranslation();
  const [speaking, setSpeaking] = useState(false);
  // Leaving the scenario stops the voice, so it never reads a card no longer on screen.
  useEffect(() => () => (canSpeak() ? stopSpeaking() : undefined), []);
  if (!canSpeak()) return null;
  const toggle = () => {
    if (speaking) {
      stopSpeaking();
      setSpeaking(false);
    } else {
      setSpeaking(true);
      speak(text(), lang, () => setSpeaking(false));
    }
  };
  return (
    <button type="button" className="button button--quiet" aria-pressed={speaking} onClick={toggle}>
      <span aria-hidden="true">{speaking ? '■' : '🔊'}</span>{' '}
      {speaking ? t('scenario.stopReading') : t('scenario.readAloud')}
    </button>
  );
}
