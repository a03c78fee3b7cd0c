import lighthouse, { type Flags, type Result } from 'lighthouse';

export const RUNS = 3;

export interface PageFigures {
  performance: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  requests: number;
  transferKb: number;
  /** The audits that cost Accessibility, Best Practices or SEO points, by category. */
  lostPoints: string[];
  problems: string[];
}

const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

function figures(lhr: Result, url: string): PageFigures {
  const endedAt = new URL(lhr.finalDisplayedUrl).pathname;
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? (details.items as { transferSize?: number }[]) : [];
  const errored = Object.values(lhr.audits).filter((audit) => audit.errorMessage).length;
  const lostPoints = ['accessibility', 'best-practices', 'seo'].flatMap((id) => {
    const category = lhr.categories[id];
    const failing = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return failing.length > 0 ? [`${category?.title} loses points on ${failing.join(', ')}`] : [];
  });
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    requests: items.length,
    transferKb: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    lostPoints,
    problems: [
      ...(endedAt === new URL(url).pathname ? [] : [`ended at ${endedAt}`]),
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings,
      ...(errored > 0 ? [`${errored} audits errored`] : []),
    ],
  };
}

export async function lighthouseRuns(url: string, port: number, extraHeaders?: Record<string, string>) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(extraHeaders ? { extraHeaders } : {}),
  };
  const runs: PageFigures[] = [];
  const failed: PageFigures[] = [];
  // A run whose trace failed (no performance score) is run again, twice at most per page.
  while (runs.length < RUNS && runs.length + failed.length < RUNS + 2) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const run = figures(result.lhr, url);
    (run.performance === null ? failed : runs).push(run);
  }
  runs.push(...failed.slice(0, RUNS - runs.length));
  const ordered = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = ordered[Math.floor(RUNS / 2)]!;
  const problems = [...median.problems];
  if (failed.length > 0)
    problems.push(
      `${failed.length} run(s) without a performance score (${failed[0]!.problems[0] ?? 'no reason given'}) were run again`,
    );
  return {
    median,
    scores: runs.map((run) => run.performance ?? '—'),
    notes: [...new Set([...median.lostPoints, ...problems])],
  };
}
