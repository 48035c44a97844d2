// docs/product/journey.md#languages: the learner switches between pt-BR and English; the choice is
// kept on this device, and UI strings and content follow it.
import { LOCALES, type Locale } from '@ths/content-model/locales';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../locales/i18n.ts';
import { storeLanguage } from '../locales/language-preference.ts';

const NAMES: Record<Locale, string> = { 'pt-BR': 'Português', en: 'English' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = (language: Locale) => {
    storeLanguage(language);
    void switchLanguage(i18n, language);
  };
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LOCALES.map(({ id }) => (
        <button
          key={id}
          type="button"
          lang={id}
          className="language-switch__option"
          aria-pressed={i18n.language === id}
          onClick={() => choose(id)}
        >
          {NAMES[id]}
        </button>
      ))}
    </div>
  );
}
