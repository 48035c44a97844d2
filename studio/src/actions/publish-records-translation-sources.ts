// "Publicar" records, for each translation written or changed since the last publish, the pt-BR
// text it now translates (docs/decisions/0035-translations-know-their-source.md). A translation
// edited together with its pt-BR text, or after it, was made from that text; one left alone
// keeps the source it had, so a pt-BR change alone leaves it out of date.
import { LOCALE_IDS, SOURCE_LOCALE } from '@ths/content-model/locales';
import {
  retranslatedFields,
  TRANSLATION_SOURCES_FIELD,
  translationSourcesOf,
  withTranslationSources,
} from '@ths/content-model/translation-sources';
import { useDocumentOperation, type DocumentActionComponent } from 'sanity';

/** The records a publish of `draft` writes, or undefined when they stay as they are. */
export function sourcesOnPublish(
  draft: Record<string, unknown>,
  published: Record<string, unknown> | null | undefined,
): unknown[] | undefined {
  let stamped = draft;
  for (const language of LOCALE_IDS.filter((id) => id !== SOURCE_LOCALE)) {
    const fields = retranslatedFields(stamped, published, language);
    stamped = {
      ...stamped,
      [TRANSLATION_SOURCES_FIELD]: withTranslationSources(stamped, language, fields),
    };
  }
  const before = JSON.stringify(translationSourcesOf(draft));
  const after = translationSourcesOf(stamped);
  return JSON.stringify(after) === before ? undefined : after;
}

/** The Studio's own "Publicar", which first writes the translations' sources into the draft. */
export function publishRecordingTranslationSources(
  publish: DocumentActionComponent,
): DocumentActionComponent {
  const Publish: DocumentActionComponent = (props) => {
    // `publish` is the Studio's action, itself a hook; it is called on every render, as hooks are.
    const original = publish(props);
    const { patch } = useDocumentOperation(props.id, props.type);
    if (!original) return original;
    return {
      ...original,
      onHandle: () => {
        const sources = props.draft ? sourcesOnPublish(props.draft, props.published) : undefined;
        if (sources) patch.execute([{ set: { [TRANSLATION_SOURCES_FIELD]: sources } }]);
        original.onHandle?.();
      },
    };
  };
  Publish.action = publish.action;
  Publish.displayName = 'PublishRecordingTranslationSources';
  return Publish;
}
