// Where a hosted release is (docs/decisions/0057-hosted-release-status.md): pure logic, no I/O.
// The relay notes when each document was published; the release workflow reports its runs
// (building, then live or failed). A document's release is the first run that started after it
// was published: each run exports everything published before it starts, and runs go one at a
// time (.github/workflows/release.yml, its concurrency group).

/** The steps the Studio shows for a hosted release. */
export type HostedStep = 'queued' | 'building' | 'live' | 'failed';

/** All the status endpoint tells about a document: its step, and on a failure, why. */
export type HostedRelease = { step: HostedStep; message?: string };

/** Written by the relay when a signed webhook asked for a release. */
export type PublishedRecord = { publishedAt: number };

/** One run of the release workflow, as it reported itself. */
export type RunRecord = {
  run: string;
  /** When the run said it was building: the status endpoint's clock, as publishedAt is. */
  startedAt: number;
  step: Exclude<HostedStep, 'queued'>;
  message?: string;
};

/** What the workflow POSTs. */
export type StatusReport = Pick<RunRecord, 'run' | 'step' | 'message'>;

/** Enough for every run that can still be waited on; older runs carry nothing new. */
export const KEPT_RUNS = 50;
/** The Studio shows the message above the form: a screenful at most. */
export const MESSAGE_LIMIT = 4000;

/** Sanity document ids: letters, digits, '.', '_' and '-' (no drafts: the relay sees published ones). */
export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/.test(value);

/** The step of a published document, or null when no release was asked for it. */
export function releaseOf(
  published: PublishedRecord | null,
  runs: readonly RunRecord[],
): HostedRelease | null {
  if (!published) return null;
  const carrier = runs
    .filter((run) => run.startedAt >= published.publishedAt)
    .reduce<RunRecord | undefined>(
      (first, run) => (!first || run.startedAt < first.startedAt ? run : first),
      undefined,
    );
  if (!carrier) return { step: 'queued' };
  return carrier.step === 'failed'
    ? { step: 'failed', message: carrier.message ?? '' }
    : { step: carrier.step };
}

/**
 * The runs after a report. 'building' starts a run at `now`; 'live' and 'failed' finish one that
 * started. A finish for a run that never said it was building is refused: without its start,
 * which documents it carried is unknown.
 */
export function withReport(
  runs: readonly RunRecord[],
  report: StatusReport,
  now: number,
): RunRecord[] | undefined {
  const known = runs.find((run) => run.run === report.run);
  if (report.step === 'building') {
    if (known) return [...runs];
    const started: RunRecord = { run: report.run, startedAt: now, step: 'building' };
    return [...runs, started].slice(-KEPT_RUNS);
  }
  if (!known) return undefined;
  return runs.map((run) =>
    run === known
      ? {
          ...run,
          step: report.step,
          ...(report.step === 'failed'
            ? { message: (report.message ?? '').slice(-MESSAGE_LIMIT) }
            : {}),
        }
      : run,
  );
}

/** A report's body, checked; a string says what is wrong with it. */
export function parseReport(body: unknown): StatusReport | string {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object.';
  const { run, step, message } = body as Record<string, unknown>;
  if (typeof run !== 'string' || !/^[\w.-]{1,64}$/.test(run)) {
    return '"run" must name the workflow run (e.g. "123456-1").';
  }
  if (step !== 'building' && step !== 'live' && step !== 'failed') {
    return '"step" must be "building", "live" or "failed".';
  }
  if (message !== undefined && typeof message !== 'string') return '"message" must be text.';
  return message === undefined ? { run, step } : { run, step, message };
}
