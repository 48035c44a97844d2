// How the export's cost grows with the number of scenarios (not a test: it prints numbers).
//
//   pnpm bench [--runs 3]
//
// For 100, 1,000 and 10,000 scenarios it writes a synthetic snapshot (the real phases and
// achievements, plus the real scenarios repeated with new numbers, every text in pt-BR and
// English), runs the whole export on it (read, GROQ, zod, projection, write), and prints the
// median time and each locale's bundle size, raw and gzipped.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { stageForNumber } from '@ths/content-model/stage';
import { exportContent } from '../src/export-content.ts';
import { readSnapshot, type SanityDocumentLike } from '../src/read-snapshot.ts';

const SIZES = [100, 1_000, 10_000];
const SNAPSHOT = resolve(import.meta.dirname, '../../studio/dataset/production.ndjson');

type Localized = Array<{ _key: string; _type: string; language: string; value: string }>;

/** Gives every localized field an English value, so that both bundles carry full text. */
function withEnglish(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value as Localized;
    const source = items.find((item) => item.language === 'pt-BR');
    if (source && !items.some((item) => item.language === 'en')) {
      return [
        ...items,
        { ...source, _key: `${source._key}en`, language: 'en', value: `(en) ${source.value}` },
      ];
    }
    return value.map(withEnglish);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withEnglish(inner)]),
    );
  }
  return value;
}

function syntheticSnapshot(real: readonly SanityDocumentLike[], count: number): string {
  const scenarios = real.filter((document) => document._type === 'scenario');
  const others = real.filter((document) => document._type !== 'scenario');
  const lines = others.map((document) => JSON.stringify(document));
  for (let number = 1; number <= count; number += 1) {
    const template = scenarios[(number - 1) % scenarios.length]!;
    const scenario = withEnglish({
      ...template,
      _id: `scenario-${number}`,
      number,
      stage: stageForNumber(number),
    });
    lines.push(JSON.stringify(scenario));
  }
  return lines.join('\n') + '\n';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(9);

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const real = await readSnapshot(SNAPSHOT);
const folder = mkdtempSync(join(tmpdir(), 'ths-bench-'));

console.log(`content-export, median of ${runs} runs; sizes in kB (1000 bytes), gzip level 9`);
console.log('scenarios  snapshot kB  export ms   ms/100 sc.  pt-BR kB  pt-BR gz  en kB     en gz');
try {
  for (const size of SIZES) {
    const file = join(folder, `snapshot-${size}.ndjson`);
    writeFileSync(file, syntheticSnapshot(real, size));
    const outDir = join(folder, `out-${size}`);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await exportContent({
        source: { kind: 'snapshot', file },
        outDir,
        scenarioNumberRange: { min: 1, max: size },
      });
      times.push(performance.now() - started);
    }
    const sizes = ['pt-BR', 'en'].flatMap((locale) => {
      const text = readFileSync(join(outDir, `${locale}.ts`));
      return [text.length, gzipSync(text, { level: 9 }).length];
    });
    const time = median(times);
    console.log(
      [
        String(size).padStart(9),
        kB(statSync(file).size).padStart(12),
        time.toFixed(0).padStart(10),
        ((time / size) * 100).toFixed(1).padStart(12),
        ...sizes.map(kB),
      ].join(' '),
    );
  }
  console.log(
    'gzip sizes are optimistic: the synthetic scenarios repeat the real ones, which compresses better than 10,000 distinct texts would.',
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
