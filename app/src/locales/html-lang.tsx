import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps `<html lang>` on the UI language, so screen readers and speech pick the right voice. */
export function HtmlLang() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return null;
}
