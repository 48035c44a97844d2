// The main-thread bench's arithmetic (e2e/bench/main-thread.ts), apart from the browser: what a
// Chromium trace says the page's main thread did, the median of the runs, and the table with each
// page's ratio to the baseline (docs/decisions/0041).

/** The fields of a Chrome trace event this bench reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string } };
};

export type Run = {
  /** Sum of the main thread's top-level tasks, ms. */
  busyMs: number;
  /** The longest of them, ms. */
  longestMs: number;
  /** Busy time after the first contentful paint, ms. */
  busyAfterPaintMs: number;
  /** After the first contentful paint: the part of each task over 50 ms, summed (as TBT). */
  blockingMs: number;
  /** First contentful paint, ms from the first task of the page. */
  fcpMs: number | null;
};

/** A long task in Chromium's and Lighthouse's sense. */
const LONG_TASK_MS = 50;

/** Chromium's names for one top-level task of a thread's run loop. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The renderer main thread that parsed `url`'s document: a new tab may also have a renderer for
 * about:blank, and the service worker runs on a thread of its own.
 */
function pageThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const mains = new Set(
    events
      .filter(
        (event) =>
          event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      mains.has(`${event.pid}:${event.tid}`) &&
      (event.args?.beginData?.url ?? '').startsWith(url),
  );
  if (!parse) throw new Error(`The trace has no main thread that parsed ${url}.`);
  return { pid: parse.pid, tid: parse.tid };
}

/** What the main thread that drew `url` did, from a trace started just before its navigation. */
export function summarizeTrace(events: TraceEvent[], url: string): Run {
  const { pid, tid } = pageThread(events, url);
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);
  // Top-level only: a nested run loop's tasks are already inside their parent.
  const tasks: { ts: number; dur: number }[] = [];
  let end = -Infinity;
  for (const event of onThread
    .filter((candidate) => candidate.ph === 'X' && TASK_NAMES.has(candidate.name))
    // The outer of two tasks that start together first: RunTask sits inside
    // ThreadControllerImpl::RunTask.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const dur = event.dur ?? 0;
    if (event.ts < end) continue;
    tasks.push({ ts: event.ts, dur });
    end = event.ts + dur;
  }
  const first = tasks[0]?.ts ?? 0;
  const paint = onThread.find((event) => event.name === 'firstContentfulPaint');
  const afterPaint = paint ? tasks.filter((task) => task.ts >= paint.ts) : [];
  const ms = (us: number) => us / 1000;
  return {
    busyMs: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
    longestMs: ms(Math.max(0, ...tasks.map((task) => task.dur))),
    busyAfterPaintMs: ms(afterPaint.reduce((sum, task) => sum + task.dur, 0)),
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, ms(task.dur) - LONG_TASK_MS), 0),
    fcpMs: paint ? ms(paint.ts - first) : null,
  };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('No runs to take a median of.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export type PageRuns = { page: string; runs: Run[] };

export type PageMedians = {
  page: string;
  busyMs: number;
  longestMs: number;
  busyAfterPaintMs: number;
  blockingMs: number;
  fcpMs: number | null;
};

/** Each figure's own median over the runs. */
export function medians({ page, runs }: PageRuns): PageMedians {
  const fcps = runs.flatMap((run) => (run.fcpMs === null ? [] : [run.fcpMs]));
  return {
    page,
    busyMs: median(runs.map((run) => run.busyMs)),
    longestMs: median(runs.map((run) => run.longestMs)),
    busyAfterPaintMs: median(runs.map((run) => run.busyAfterPaintMs)),
    blockingMs: median(runs.map((run) => run.blockingMs)),
    fcpMs: fcps.length > 0 ? median(fcps) : null,
  };
}

/** The targets of docs/decisions/0041, as ratios to the baseline. */
export const TARGETS: Record<string, { busy: number }> = { training: { busy: 2 } };

const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '–');

/** One line per page, the baseline first; each page's busy time and longest task against it. */
export function formatTable(pages: PageMedians[], baselineName = 'baseline'): string {
  const base = pages.find((page) => page.page === baselineName);
  if (!base) throw new Error(`No ${baselineName} page to compare with.`);
  const header = [
    'page',
    'busy ms',
    'busy ×base',
    'longest ms',
    'longest ×base',
    'after FCP ms',
    'blocking ms',
    'FCP ms',
  ];
  const rows = pages.map((page) => [
    page.page,
    page.busyMs.toFixed(0),
    ratio(page.busyMs, base.busyMs),
    page.longestMs.toFixed(0),
    ratio(page.longestMs, base.longestMs),
    page.busyAfterPaintMs.toFixed(0),
    page.blockingMs.toFixed(0),
    page.fcpMs === null ? '–' : page.fcpMs.toFixed(0),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

/** "met" or "MISSED" for each target against the baseline. */
export function formatTargets(pages: PageMedians[], baselineName = 'baseline'): string[] {
  const base = pages.find((page) => page.page === baselineName);
  if (!base) throw new Error(`No ${baselineName} page to compare with.`);
  return pages.flatMap((page) => {
    const target = TARGETS[page.page];
    if (!target) return [];
    const busy = page.busyMs / base.busyMs;
    return [
      `${page.page}: busy time ${busy.toFixed(2)}× the baseline (≤ ${target.busy}×) ${busy <= target.busy ? 'met' : 'MISSED'}`,
    ];
  });
}
