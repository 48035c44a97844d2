// From Lighthouse results to the lines the report prints: no browser, no files, so the wording
// of the report can be read and changed on its own.
import type { Result } from 'lighthouse';
import { isRecord } from '@ths/local-supabase/json-object';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The bar the app is held to. SEO is reported for free but is not a goal of a learner app. */
const TARGETS: { category: CategoryId; min: number }[] = [
  { category: 'performance', min: 98 },
  { category: 'accessibility', min: 100 },
  { category: 'best-practices', min: 100 },
];

export type RunSummary = {
  /** 0–100, as the HTML report shows them. */
  scores: Record<CategoryId, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
};

export type PageSummary = { page: string; median: RunSummary; runs: RunSummary[] };

type Audit = Result['audits'][string];

export function summarize(lhr: Result): RunSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, categoryScore(lhr, id)]),
  ) as RunSummary['scores'];
  return {
    scores,
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    transferKb: numericValue(lhr, 'total-byte-weight') / 1000,
  };
}

function categoryScore(lhr: Result, id: CategoryId): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined)
    throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}.`);
  return Math.round(score * 100);
}

function numericValue(lhr: Result, auditId: string): number {
  const audit = lhr.audits[auditId];
  if (audit?.numericValue === undefined) {
    const why = audit?.errorMessage ?? 'the audit is missing';
    throw new Error(`No ${auditId} for ${lhr.finalDisplayedUrl}: ${why}.`);
  }
  return audit.numericValue;
}

/** The run whose performance score is the median; with an even count, the lower of the two. */
export function medianIndex(runs: RunSummary[]): number {
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance }))
    .sort((a, b) => a.score - b.score);
  const middle = order[Math.floor((order.length - 1) / 2)];
  if (!middle) throw new Error('No runs to take a median of.');
  return middle.index;
}

const COLUMNS = [
  'page',
  'perf',
  'a11y',
  'best-pr.',
  'SEO',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'kB',
];

export function formatTable(pages: PageSummary[]): string {
  const rows = pages.map(({ page, median, runs }) => [
    page,
    ...CATEGORIES.map((id) => scoreCell(median.scores[id], runs, id)),
    Math.round(median.fcpMs).toString(),
    Math.round(median.lcpMs).toString(),
    Math.round(median.tbtMs).toString(),
    median.cls.toFixed(3),
    median.transferKb.toFixed(1),
  ]);
  const widths = COLUMNS.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(COLUMNS), ...rows.map(line)].join('\n');
}

/** The median's score, then the spread over all runs when they disagree. */
function scoreCell(median: number, runs: RunSummary[], id: CategoryId): string {
  const all = runs.map((run) => run.scores[id]);
  const min = Math.min(...all);
  const max = Math.max(...all);
  return min === max ? String(median) : `${median} [${min}–${max}]`;
}

export function formatTargets({ page, median }: PageSummary): string {
  const verdicts = TARGETS.map(({ category, min }) => {
    const score = median.scores[category];
    const bar = min === 100 ? '= 100' : `≥ ${min}`;
    return `${category} ${score} (${bar}) ${score >= min ? 'met' : 'MISSED'}`;
  });
  return `${page}: ${verdicts.join(' · ')}`;
}

/**
 * What cost points, per category below 100: every weighted audit that did not pass, and the
 * unweighted diagnostics and insights that failed, since those say why a metric is slow.
 */
export function formatFailingAudits(page: string, lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    lines.push(`${page} · ${id} ${categoryScore(lhr, id)}:`);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit && failed(audit)) lines.push(...formatAudit(audit, ref.weight));
    }
  }
  return lines;
}

function failed(audit: Audit): boolean {
  return typeof audit.score === 'number' && audit.score < 1;
}

function formatAudit(audit: Audit, weight: number): string[] {
  const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
  const head = `  ${audit.id} (score ${audit.score}, weight ${weight}): ${audit.title}${value}`;
  const explanation = audit.explanation ? [`      ${audit.explanation}`] : [];
  return [head, ...explanation, ...detailLines(audit.details)];
}

/** The element Lighthouse timed as the largest paint, and how long each part of it took. */
export function formatLcpElement(page: string, lhr: Result): string {
  const breakdown = detailLines(lhr.audits['lcp-breakdown-insight']?.details);
  return [`${page}:`, ...breakdown].join('\n');
}

const MAX_LINES = 12;

/** The audit's tables, lists and request chains as indented lines, as the HTML report shows them. */
function detailLines(details: unknown): string[] {
  const lines = describe(details).map((line) => `      ${line}`);
  if (lines.length <= MAX_LINES) return lines;
  const more = `      … ${lines.length - MAX_LINES} more in the JSON report`;
  return [...lines.slice(0, MAX_LINES), more];
}

function describe(details: unknown): string[] {
  if (!isRecord(details)) return [];
  switch (details.type) {
    case 'table':
    case 'opportunity':
      return tableRows(details);
    case 'list':
      return listOf(details.items).flatMap(describe);
    case 'list-section':
      return section(details);
    case 'network-tree':
      return isRecord(details.chains) ? chainLines(details.chains, 0) : [];
    case 'node':
      return [describeNode(details)];
    default:
      return [];
  }
}

function tableRows(table: Record<string, unknown>): string[] {
  const headings = listOf(table.headings).filter(isRecord);
  return listOf(table.items)
    .filter(isRecord)
    .map((item) =>
      headings
        .map((heading) => cell(item[String(heading.key)], heading))
        .filter((text) => text !== undefined)
        .join(' — '),
    );
}

/** Numbers get their column's label ("Est Savings 46.3 kB"); names and URLs speak for themselves. */
function cell(value: unknown, heading: Record<string, unknown>): string | undefined {
  if (typeof value === 'number')
    return `${text(heading.label) ?? ''} ${number(value, heading.valueType)}`;
  if (!isRecord(value)) return text(value);
  if (value.type === 'node') return describeNode(value);
  if (value.type === 'source-location')
    return `${text(value.url) ?? '?'}:${Number(value.line) + 1}`;
  return text(value.value) ?? text(value.url);
}

function number(value: number, valueType: unknown): string {
  if (valueType === 'ms' || valueType === 'timespanMs') return `${Math.round(value)} ms`;
  if (valueType === 'bytes') return `${(value / 1000).toFixed(1)} kB`;
  return String(Math.round(value * 1000) / 1000);
}

function section(item: Record<string, unknown>): string[] {
  const value = isRecord(item.value) ? item.value : {};
  if (value.type === 'text') return [`${text(item.title) ?? ''}: ${text(value.value) ?? ''}`];
  return describe(value);
}

/** One request a line, indented under the request that started it: the critical chain. */
function chainLines(chains: Record<string, unknown>, depth: number): string[] {
  return Object.values(chains)
    .filter(isRecord)
    .flatMap((request) => {
      const size = `${(Number(request.transferSize) / 1000).toFixed(1)} kB`;
      const end = `done at ${Math.round(Number(request.navStartToEndTime))} ms unthrottled`;
      const line = `${'  '.repeat(depth)}${text(request.url) ?? '?'} (${size}, ${end})`;
      const children = isRecord(request.children) ? chainLines(request.children, depth + 1) : [];
      return [line, ...children];
    });
}

function describeNode(node: Record<string, unknown>): string {
  const label = text(node.nodeLabel) ?? '';
  const where = text(node.selector) ?? text(node.snippet) ?? '';
  return `"${label}" <${where}>`;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
