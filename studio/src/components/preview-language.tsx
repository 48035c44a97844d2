// What the two 'Como o aluno vê' previews share: the language the learner reads in, and the
// notice that a text without a translation shows in pt-BR, as the app shows it.
import { LOCALES, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { Button, Card, Inline, Text } from '@sanity/ui';

type PreviewLanguageProps = {
  locale: Locale;
  onChange: (locale: Locale) => void;
  /** Whether a text on screen has no translation in `locale`; said only outside pt-BR. */
  untranslated: boolean;
  /** What the notice says, e.g. "Há textos sem tradução: aparecem em Português (Brasil)…". */
  notice: string;
};

export function PreviewLanguage({ locale, onChange, untranslated, notice }: PreviewLanguageProps) {
  return (
    <>
      <Inline space={2}>
        {LOCALES.map(({ id, title }) => (
          <Button
            key={id}
            text={title}
            mode={id === locale ? 'default' : 'ghost'}
            onClick={() => onChange(id)}
          />
        ))}
      </Inline>
      {locale !== SOURCE_LOCALE && untranslated && (
        <Card padding={3} radius={2} tone="caution">
          <Text size={1}>{notice}</Text>
        </Card>
      )}
    </>
  );
}
