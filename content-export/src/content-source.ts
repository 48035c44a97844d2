// Where the content comes from: a live Sanity dataset when the environment names one, the
// committed snapshot otherwise.
import { z } from 'zod';

export type ContentSource =
  | { kind: 'snapshot'; file: string }
  | { kind: 'live'; projectId: string; dataset: string; token?: string; apiHost?: string };

/** Unset, empty and blank all mean "not configured". */
const optional = (schema: z.ZodString) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema.optional(),
  );

const EnvSchema = z.object({
  SANITY_STUDIO_PROJECT_ID: optional(
    z
      .string()
      .regex(
        /^[a-z0-9-]+$/,
        'use o Project ID de sanity.io/manage: letras minúsculas, números e hífens',
      ),
  ),
  SANITY_STUDIO_DATASET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9_-]{0,63}$/,
        'um dataset tem até 64 letras minúsculas, números, _ ou -, começando por letra ou número',
      ),
  ),
  SANITY_API_READ_TOKEN: optional(z.string()),
  // Another Content Lake speaking Sanity's API, such as the local one (packages/local-content-lake).
  SANITY_API_HOST: optional(
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+$/, 'use um endereço como http://127.0.0.1:3334, sem caminho'),
  ),
});

export class ContentSourceError extends Error {
  override name = 'ContentSourceError';
}

/** The live dataset named by the environment, or the snapshot when it names none. */
export function contentSource(env: NodeJS.ProcessEnv, snapshotFile: string): ContentSource {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ContentSourceError(`Variáveis de ambiente inválidas:\n  ${problems.join('\n  ')}`);
  }
  const { SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset } = parsed.data;
  if (!projectId && !dataset) return { kind: 'snapshot', file: snapshotFile };
  if (!projectId || !dataset) {
    const missing = projectId ? 'SANITY_STUDIO_DATASET' : 'SANITY_STUDIO_PROJECT_ID';
    throw new ContentSourceError(
      `Para exportar de um projeto Sanity, defina SANITY_STUDIO_PROJECT_ID e SANITY_STUDIO_DATASET; falta ${missing}. Para usar o snapshot do repositório, deixe as duas vazias.`,
    );
  }
  const { SANITY_API_READ_TOKEN: token, SANITY_API_HOST: apiHost } = parsed.data;
  return {
    kind: 'live',
    projectId,
    dataset,
    ...(token ? { token } : {}),
    ...(apiHost ? { apiHost } : {}),
  };
}

export function describeSource(source: ContentSource): string {
  return source.kind === 'snapshot'
    ? `snapshot ${source.file}`
    : `dataset "${source.dataset}" do projeto Sanity ${source.projectId}${source.apiHost ? ` em ${source.apiHost}` : ''}`;
}
