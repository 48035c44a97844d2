// What the release workflow reports to the status endpoint when a step fails
// (docs/decisions/0057-hosted-release-status.md): the failing step's name, from the workflow
// file, and the end of what it printed. Pure: release-report-cli.ts does the reading and sending.

/** GitHub's `steps` context, as `toJSON(steps)` gives it: each step with an id. */
export type StepsContext = Record<string, { outcome?: string; conclusion?: string }>;

/** How many of the failing step's last lines the Studio shows: the export's refusal fits. */
export const LOG_LINES = 25;

/** Each step's id and name, read from the workflow file (a step's `id:` follows its `name:`). */
export function stepNames(workflow: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, id] of workflow.matchAll(/^\s*- name: (.+)\n\s+id: ([\w-]+)\s*$/gm)) {
    names.set(id!, name!.trim());
  }
  return names;
}

/**
 * The id of the step that failed the run. Its conclusion, not its outcome: a step allowed to
 * fail (continue-on-error, as the reports are) has outcome 'failure' and conclusion 'success'.
 */
export const failedStepId = (steps: StepsContext): string | undefined =>
  Object.entries(steps).find(([, step]) => step.conclusion === 'failure')?.[0];

// Terminal colours (vitest, the export) mean nothing in the Studio.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** The message the Studio shows on a failed release, in Portuguese. */
export function failureMessage(name: string | undefined, log: string | undefined): string {
  if (!name) return 'A publicação foi interrompida antes do fim (tempo esgotado ou cancelada).';
  const lines = (log ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(-LOG_LINES);
  return [`A etapa “${name}” falhou.`, ...lines].join('\n');
}
