// The app's content files as a publish leaves them (docs/decisions/0036): the release receiver
// writes src/content/generated/ again. A journey changes one scenario's text there, as an
// educator's publish would, and puts the committed snapshot's content back afterwards.
import { spawnSync } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhaseContent } from '@ths/content-model/bundle-schema';
import { ROOT } from './paths.ts';

const GENERATED = join(ROOT, 'app', 'src', 'content', 'generated');
const DECLARATION = 'export const phase: PhaseContent = ';

/**
 * Gives scenario `number` of phase `phase` (pt-BR) a new description, written as the export
 * writes (beside, then renamed over the file). Returns the description it had.
 */
export async function publishDescription(
  phase: number,
  number: number,
  description: string,
): Promise<string> {
  const file = join(GENERATED, `pt-BR.phase-${phase}.ts`);
  const source = await readFile(file, 'utf8');
  const start = source.indexOf(DECLARATION);
  if (start < 0) throw new Error(`${file} no longer declares "${DECLARATION}"`);
  const body = source.slice(start + DECLARATION.length, source.lastIndexOf('}') + 1);
  const content = JSON.parse(body) as PhaseContent;
  const scenario = content.scenarios.find((candidate) => candidate.number === number);
  if (!scenario) throw new Error(`Phase ${phase} has no scenario ${number}.`);
  const before = scenario.description;
  scenario.description = description;
  const written = `${source.slice(0, start)}${DECLARATION}${JSON.stringify(content, null, 2)};\n`;
  await writeFile(`${file}.e2e.tmp`, written);
  await rename(`${file}.e2e.tmp`, file);
  return before;
}

/** The content files as the committed snapshot has them (the export, as `pnpm content` runs it). */
export function restoreContent(): void {
  const result = spawnSync('pnpm', ['content'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SANITY_STUDIO_PROJECT_ID: '', SANITY_STUDIO_DATASET: '' },
  });
  if (result.status !== 0) throw new Error(`The content export failed (exit ${result.status}).`);
}
