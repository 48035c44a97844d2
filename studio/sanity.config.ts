import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { apiVersion, dataset, devTools, localLakeUrl, projectId } from './src/env.ts';
import { MoveScenarioAction } from './src/actions/move-scenario.tsx';
import { publishRecordingTranslationSources } from './src/actions/publish-records-translation-sources.ts';
import { publishSayingWhy } from './src/actions/publish-says-why.ts';
import {
  deleteExplained,
  publishCheckingRelease,
  unpublishCheckingRelease,
} from './src/actions/release-guard.tsx';
import { FieldWithMessages } from './src/components/field-messages.tsx';
import { SentenceCaseLayout } from './src/components/sentence-case.tsx';
import { SizedTextInput } from './src/components/text-rows.tsx';
import { asButton } from './src/field-actions-as-buttons.ts';
import { localLakeAuth } from './src/local-lake-auth.ts';
import { localization } from './src/localization.ts';
import { studioInPortuguese } from './src/studio-locale.ts';
import { scenarioTemplates } from './src/schema-types/new-scenario.ts';
import { schemaTypes } from './src/schema-types/schema-types.ts';
import { defaultDocumentNode, structure } from './src/structure.ts';

export default defineConfig({
  name: 'default',
  title: 'Treinamento de Habilidades Sociais',
  projectId,
  dataset,
  plugins: [
    structureTool({ title: 'Conteúdo', structure, defaultDocumentNode }),
    ...(devTools ? [visionTool({ title: 'Consultas GROQ', defaultApiVersion: apiVersion })] : []),
    localization,
    studioInPortuguese(),
  ],
  // "+" in a phase's list creates a scenario of that phase (docs/decisions/0055).
  schema: { types: schemaTypes, templates: (templates) => [...templates, ...scenarioTemplates] },
  studio: { components: { layout: SentenceCaseLayout } },
  // Messages under their field, and text areas sized to their field
  // (docs/decisions/0046-guard-rails-for-editors.md).
  form: { components: { field: FieldWithMessages, input: SizedTextInput } },
  document: {
    unstable_fieldActions: (actions) => actions.map(asButton),
    actions: (actions, { schemaType }) => [
      // No action leaves content the export refuses: each first asks what the release would say
      // (docs/decisions/0059-no-action-the-export-refuses.md).
      ...actions.map((action) => {
        if (action.action === 'publish')
          return publishSayingWhy(
            publishCheckingRelease(publishRecordingTranslationSources(action)),
          );
        if (action.action === 'delete') return deleteExplained(action);
        if (action.action === 'unpublish') return unpublishCheckingRelease(action);
        return action;
      }),
      // Right after "Publicar", in its menu (docs/decisions/0046-guard-rails-for-editors.md).
      ...(schemaType === 'scenario' ? [MoveScenarioAction] : []),
    ],
  },
  // No project configured: the local Content Lake, signed in as the local editor.
  // Releases and scheduled drafts need Sanity's hosted services, which the local lake does not
  // imitate; educators work with drafts and "Publicar" there.
  ...(localLakeUrl
    ? {
        auth: localLakeAuth({ apiHost: localLakeUrl, projectId, dataset, apiVersion }),
        releases: { enabled: false },
        scheduledDrafts: { enabled: false },
        announcements: { enabled: false },
      }
    : {}),
});
