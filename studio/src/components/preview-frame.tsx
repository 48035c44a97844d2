// What the two 'Como o aluno vê' previews share: the frame, the language the learner reads in,
// and the notice that a text without a translation shows in pt-BR, as the app shows it.
import { LOCALES, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { Badge, Box, Button, Card, Inline, Stack, Text } from '@sanity/ui';
import type { ReactNode } from 'react';

type PreviewFrameProps = {
  locale: Locale;
  onChange: (locale: Locale) => void;
  /** Whether a text on screen has no translation in `locale`; said only outside pt-BR. */
  untranslated: boolean;
  /** What the notice says, e.g. "Há textos sem tradução: aparecem em Português (Brasil)…". */
  notice: string;
  /** Whether a text on screen is an out-of-date translation (docs/decisions/0035-…). */
  outdated?: boolean;
  /** The card as the learner sees it. */
  children: ReactNode;
};

export function PreviewFrame({
  locale,
  onChange,
  untranslated,
  notice,
  outdated = false,
  children,
}: PreviewFrameProps) {
  return (
    <Box padding={4} style={{ maxWidth: 640 }}>
      <Stack space={4}>
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
        {locale !== SOURCE_LOCALE && outdated && (
          <Card padding={3} radius={2} tone="caution">
            <Text size={1}>
              Há traduções desatualizadas (marcadas): o texto em Português mudou depois da tradução,
              e o aluno lê a tradução antiga até ela ser atualizada em “Tradução lado a lado”.
            </Text>
          </Card>
        )}
        {children}
      </Stack>
    </Box>
  );
}

/** Beside a text whose translation was made from a pt-BR text that has changed since. */
export function OutdatedMark() {
  return (
    <Badge tone="caution" fontSize={0}>
      Tradução desatualizada
    </Badge>
  );
}
