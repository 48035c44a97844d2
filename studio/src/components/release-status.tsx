// After "Publicar", where the change is (docs/decisions/0036-publishing-is-a-release.md):
// published, exported into the app's bundle, live in the running app; or why the export refused
// it, in the export's own words. Read from the release receiver that `pnpm studio` starts.
import { Card, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import { useFormValue, type ObjectInputProps } from 'sanity';
import { releaseUrl } from '../env.ts';

type Release = {
  id: number;
  step: 'exporting' | 'exported' | 'live' | 'failed';
  finishedAt?: string;
  message: string;
  issues: Array<{ documentId: string; line: string }>;
};

const POLL_MS = 1000;

function useRelease(documentId: string | undefined): Release | undefined {
  const [release, setRelease] = useState<Release>();
  useEffect(() => {
    if (!releaseUrl || !documentId) return;
    let current = true;
    const read = async () => {
      try {
        const response = await fetch(
          `${releaseUrl}/status?document=${encodeURIComponent(documentId)}`,
        );
        const body = (await response.json()) as { release: Release | null };
        if (current) setRelease(body.release ?? undefined);
      } catch {
        // The receiver is not running (the Studio was started without `pnpm studio`): nothing
        // is said rather than something wrong.
      }
    };
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [documentId]);
  return release;
}

const STEPS: Record<
  Release['step'],
  { tone: 'primary' | 'positive' | 'caution' | 'critical'; title: string }
> = {
  exporting: { tone: 'primary', title: 'Publicado ✓ · Exportando para o app…' },
  exported: { tone: 'caution', title: 'Publicado ✓ · Exportado ✓ · App não está em execução' },
  live: { tone: 'positive', title: 'Publicado ✓ · Exportado ✓ · No app ✓' },
  failed: { tone: 'critical', title: 'Publicado ✓ · Exportação recusada ✗' },
};

/** The last release that carried this document, above its form. */
export function ReleaseStatus({ documentId }: { documentId: string | undefined }) {
  const release = useRelease(documentId);
  if (!release) return null;
  const { tone, title } = STEPS[release.step];
  return (
    <Card padding={3} radius={2} tone={tone} border data-testid="release-status" role="status">
      <Stack space={3}>
        <Text weight="semibold">{title}</Text>
        {release.message.split('\n').map((line, index) => (
          <Text key={index} size={1}>
            {line}
          </Text>
        ))}
        {release.issues.map((issue, index) => (
          <Text key={`issue-${index}`} size={1}>
            {issue.line}
          </Text>
        ))}
        {release.step === 'failed' && (
          <Text size={1}>Corrija o que está acima e publique de novo.</Text>
        )}
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
      {releaseUrl && <ReleaseStatus documentId={documentId} />}
      {props.renderDefault(props)}
    </Stack>
  );
}
