// Cloudflare Pages Function at /api/content-published, deployed with the app by
// .github/workflows/release.yml: the URL the hosted Sanity webhook calls (README, "Publicar no ar").
import { relayRelease, type RelayEnv } from '@ths/content-export/release-relay';

export const onRequestPost = ({ request, env }: { request: Request; env: RelayEnv }) =>
  relayRelease(request, env);
