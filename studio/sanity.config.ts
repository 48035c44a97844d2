import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { apiVersion, dataset, localLakeUrl, projectId } from './src/env.ts';
import { publishRecordingTranslationSources } from './src/actions/publish-records-translation-sources.ts';
import { localLakeAuth } from './src/local-lake-auth.ts';
import { localization } from './src/localization.ts';
import { studioInPortuguese } from './src/studio-locale.ts';
import { schemaTypes } from './src/schema-types/schema-types.ts';
import { defaultDocumentNode, structure } from './src/structure.ts';

export default defineConfig({
  name: 'default',
  title: 'Treinamento de Habilidades Sociais',
  projectId,
  dataset,
  plugins: [
    structureTool({ title: 'Conteúdo', structure, defaultDocumentNode }),
    visionTool({ title: 'Consultas GROQ', defaultApiVersion: apiVersion }),
    localization,
    studioInPortuguese(),
  ],
  schema: { types: schemaTypes },
  document: {
    actions: (actions) =>
      actions.map((action) =>
        action.action === 'publish' ? publishRecordingTranslationSources(action) : action,
      ),
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
