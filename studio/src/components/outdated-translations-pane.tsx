// 'Tradução desatualizada': the documents whose translation was made from a pt-BR text that has
// since changed (docs/decisions/0035-translations-know-their-source.md). GROQ cannot hash a
// text, so the list is worked out here, with the rule the export uses, and kept live.
import { isLocale, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';
import { sourceText, type LocalizedValues } from '@ths/content-model/localized-text';
import { Box, Card, Stack, Text } from '@sanity/ui';
import { useEffect, useMemo, useState } from 'react';
import { useClient, useSchema } from 'sanity';
import { usePaneRouter } from 'sanity/structure';
import { apiVersion } from '../env.ts';
import { fieldName } from '../translations/field-names.ts';
import {
  outdatedTranslations,
  TRANSLATED_DOCUMENTS_QUERY,
} from '../translations/outdated-translations.ts';

type PaneProps = { options?: { language?: string } };

/** How the Studio's lists name a document, in pt-BR. */
function documentTitle(document: Record<string, unknown>): string {
  const text = (field: string) => sourceText(document[field] as LocalizedValues | undefined);
  switch (document._type) {
    case 'scenario':
      return `${String(document.number ?? '?')}. ${text('title') || '(sem título)'}`;
    case 'phase':
      return `Fase ${String(document.number ?? '?')}: ${text('name') || '(sem nome)'}`;
    case 'skill':
      return typeof document.name === 'string' ? document.name : '(sem nome)';
    default:
      return text('title') || String(document._id);
  }
}

function useTranslatedDocuments(): Record<string, unknown>[] | undefined {
  // Drafts over published, as the other lists show them: a translation fixed in a draft leaves
  // the list at once. Memoised: withConfig makes a new client, and a new client on every render
  // restarted the effect below on every render, fetching without end; the document pane opened
  // from the list then never finished resolving.
  const studioClient = useClient({ apiVersion });
  const client = useMemo(() => studioClient.withConfig({ perspective: 'drafts' }), [studioClient]);
  const [documents, setDocuments] = useState<Record<string, unknown>[]>();
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      client
        .fetch<Record<string, unknown>[]>(TRANSLATED_DOCUMENTS_QUERY)
        .then((found) => {
          if (current) setDocuments(found);
        })
        // A lake that cannot be reached is reported by the Studio itself; the list stays.
        .catch(() => undefined);
    };
    load();
    const subscription = client
      .listen(TRANSLATED_DOCUMENTS_QUERY, {}, { events: ['mutation'], visibility: 'query' })
      .subscribe(() => {
        clearTimeout(timer);
        timer = setTimeout(load, 300);
      });
    return () => {
      current = false;
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [client]);
  return documents;
}

export function OutdatedTranslationsPane({ options }: PaneProps) {
  const language: Locale =
    options?.language && isLocale(options.language) ? options.language : SOURCE_LOCALE;
  const documents = useTranslatedDocuments();
  const schema = useSchema();
  const { ChildLink } = usePaneRouter();
  const outdated = useMemo(
    () => (documents ? outdatedTranslations(documents, language) : undefined),
    [documents, language],
  );
  const byId = new Map(documents?.map((document) => [String(document._id), document]));

  if (!outdated) {
    return (
      <Box padding={4}>
        <Text muted>Carregando…</Text>
      </Box>
    );
  }
  if (outdated.length === 0) {
    return (
      <Box padding={4}>
        <Text muted>
          Nenhuma tradução desatualizada: todas foram feitas a partir do texto em Português de hoje.
        </Text>
      </Box>
    );
  }
  return (
    <Box padding={2} data-testid="outdated-translations">
      <Stack as="ul" space={1} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {outdated.map(({ documentId, type, fields }) => (
          <li key={documentId}>
            <ChildLink childId={documentId.replace(/^drafts\./, '')} childParameters={{ type }}>
              <Card as="span" padding={3} radius={2} tone="caution" style={{ display: 'block' }}>
                <Stack space={2}>
                  <Text weight="semibold">{documentTitle(byId.get(documentId) ?? {})}</Text>
                  <Text size={1}>
                    O texto em Português mudou:{' '}
                    {fields.map((label) => fieldName(schema.get(type), label)).join(', ')}
                  </Text>
                </Stack>
              </Card>
            </ChildLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
