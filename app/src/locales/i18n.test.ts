import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { createI18n, switchLanguage } from './i18n.ts';
import { ptBR } from './pt-BR.ts';

describe('switchLanguage', () => {
  it('fetches the English strings the first time English is chosen, then speaks English', async () => {
    const i18n = createI18n('pt-BR', ptBR);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    await switchLanguage(i18n, 'en');

    expect(i18n.language).toBe('en');
    expect(i18n.t('app.title')).toBe(en.app.title);
  });

  it('ends in the language chosen last when English arrives after Português was chosen again', async () => {
    const i18n = createI18n('pt-BR', ptBR);

    const english = switchLanguage(i18n, 'en');
    const portuguese = switchLanguage(i18n, 'pt-BR');
    await Promise.all([english, portuguese]);

    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('app.title')).toBe(ptBR.app.title);
  });

  it('starts in English with the English strings given', () => {
    expect(createI18n('en', en).t('app.title')).toBe(en.app.title);
  });
});
