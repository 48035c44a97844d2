import type { Locale } from '@ths/content-model/locales';
import { useTranslation } from 'react-i18next';
import { useReadAloud } from './use-read-aloud.ts';
import './read-aloud.css';

const LANGUAGE_NAME = {
  'pt-BR': 'readAloud.languagePtBR',
  en: 'readAloud.languageEn',
} as const satisfies Record<Locale, string>;

/**
 * Why a press was not read, once per card. Always rendered, empty until needed: screen readers
 * announce a status region's new text only if the region was already there.
 */
export function ReadAloudStatus() {
  const { t } = useTranslation();
  const { notice, lang } = useReadAloud();
  return (
    <p role="status" className="read-aloud-status">
      {notice === 'no-voice' && t('readAloud.noVoice', { language: t(LANGUAGE_NAME[lang]) })}
      {notice === 'unsupported' && t('readAloud.unsupported')}
    </p>
  );
}
