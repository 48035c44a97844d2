// Cloudflare Pages Function at /api/release-status, deployed with the app: the release workflow
// reports its steps here and the Studio reads a document's step
// (docs/decisions/0057-hosted-release-status.md; README, "Publicar no ar").
import { releaseStatus, type StatusEnv } from '@ths/content-export/release-status-endpoint';

export const onRequest = ({ request, env }: { request: Request; env: StatusEnv }) =>
  releaseStatus(request, env);
