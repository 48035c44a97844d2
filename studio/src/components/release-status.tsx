// After "Publicar", where the change is. Locally (docs/decisions/0036-publishing-is-a-release.md):
// published, exported into the app's bundle, live in the running app, or why the export refused
// it, read from the release receiver that `pnpm studio` starts. Hosted
// (docs/decisions/0057-hosted-release-status.md): queued, building, live, or failed with the
// workflow's own reason, read from the status endpoint the release workflow reports to.
import { Card, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useFormValue, type ObjectInputProps } from 'sanity';
import { releaseStatusUrl, releaseUrl } from '../env.ts';
import {
  hostedView,
  localView,
  type HostedRelease,
  type LocalRelease,
  type ReleaseView,
} from './release-status-view.ts';

/** Where the Studio reads releases: the local receiver, or the hosted status endpoint. */
export type ReleaseSource = { kind: 'local' | 'hosted'; url: string };

export const releaseSource: ReleaseSource | undefined = releaseUrl
  ? { kind: 'local', url: `${releaseUrl}/status` }
  : releaseStatusUrl
    ? { kind: 'hosted', url: releaseStatusUrl }
    : undefined;

// Locally the receiver is on this machine. Hosted, each read costs a KV read and KV itself may
// take up to a minute to show a change elsewhere (decision 0057): every 5 s is plenty.
const POLL_MS: Record<ReleaseSource['kind'], number> = { local: 1000, hosted: 5000 };

function toView(kind: ReleaseSource['kind'], release: unknown): ReleaseView | undefined {
  if (typeof release !== 'object' || release === null) return undefined;
  try {
    return kind === 'local'
      ? localView(release as LocalRelease)
      : hostedView(release as HostedRelease);
  } catch {
    // A step this Studio does not know (a newer endpoint): say nothing rather than something wrong.
    return undefined;
  }
}

function useRelease(
  source: ReleaseSource | undefined,
  documentId: string | undefined,
  pollMs: number | undefined,
): ReleaseView | undefined {
  const [view, setView] = useState<ReleaseView>();
  useEffect(() => {
    if (!source || !documentId) return;
    let current = true;
    const read = async () => {
      // A tab in the background needs no news; it reads again when it is looked at.
      if (document.visibilityState === 'hidden') return;
      try {
        const url = new URL(source.url);
        url.searchParams.set('document', documentId);
        const response = await fetch(url);
        const body = (await response.json()) as { release?: unknown };
        if (current) setView(toView(source.kind, body.release));
      } catch {
        // The receiver is not running (the Studio was started without `pnpm studio`), or the
        // status endpoint cannot be reached: nothing is said rather than something wrong.
      }
    };
    void read();
    const timer = setInterval(() => void read(), pollMs ?? POLL_MS[source.kind]);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [source, documentId, pollMs]);
  return view;
}

/** The last release that carried this document, above its form. */
export function ReleaseStatus({
  documentId,
  source = releaseSource,
  pollMs,
}: {
  documentId: string | undefined;
  source?: ReleaseSource;
  /** How often to read; by default once a second locally, every 5 s hosted. */
  pollMs?: number;
}) {
  const view = useRelease(source, documentId, pollMs);
  if (!view) return null;
  return (
    <Card padding={3} radius={2} tone={view.tone} border data-testid="release-status" role="status">
      <Stack space={3}>
        <Text weight="semibold">{view.title}</Text>
        {view.lines.map((line, index) => (
          <Text key={index} size={1}>
            {line}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** A document's form with, above it, where its last publish is. */
export function ReleaseStatusInput(props: ObjectInputProps) {
  const id = useFormValue(['_id']);
  const documentId = typeof id === 'string' ? id.replace(/^drafts\./, '') : undefined;
  return (
    <Stack space={4}>
      {releaseSource && <ReleaseStatus documentId={documentId} />}
      {props.renderDefault(props)}
    </Stack>
  );
}
