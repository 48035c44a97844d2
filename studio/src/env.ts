// Which Sanity project the Studio edits. Both values come from the environment (studio/.env, see
// .env.example). Without a project id the Studio edits the repository's snapshot through the
// local Content Lake that `pnpm studio` starts (packages/local-content-lake), with no account.
export const OFFLINE_PROJECT_ID = 'offline';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || OFFLINE_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

/** Where the local Content Lake listens when no project is configured; `pnpm studio` sets it. */
export const localLakeUrl =
  projectId === OFFLINE_PROJECT_ID
    ? process.env.SANITY_STUDIO_LOCAL_LAKE_URL || 'http://127.0.0.1:3334'
    : undefined;

/** The API version the Studio's own queries (validation rules) are written against. */
export const apiVersion = '2025-02-19';

/**
 * The release receiver `pnpm studio` starts beside the local lake: after "Publicar" the Studio
 * reads there whether the change was exported and is live (docs/decisions/0036-publishing-is-a-release.md).
 */
export const releaseUrl = localLakeUrl
  ? process.env.SANITY_STUDIO_RELEASE_URL || undefined
  : undefined;

/**
 * With a hosted project, the release's status endpoint (functions/api/release-status.ts, e.g.
 * https://<Pages project>.pages.dev/api/release-status): the release workflow reports its steps
 * there and the Studio reads them (docs/decisions/0057-hosted-release-status.md). Unset, the
 * Studio says nothing after "Publicar", as before.
 */
export const releaseStatusUrl = localLakeUrl
  ? undefined
  : process.env.SANITY_STUDIO_RELEASE_STATUS_URL || undefined;

/**
 * Developer tools (the "Consultas GROQ" tool, Sanity's Vision) appear only when asked for with
 * SANITY_STUDIO_DEV_TOOLS=true: educators and translators never need them, and a query box in
 * the top bar invites a teacher to a place that is not theirs
 * (docs/decisions/0046-guard-rails-for-editors.md).
 */
export const devTools = process.env.SANITY_STUDIO_DEV_TOOLS === 'true';
