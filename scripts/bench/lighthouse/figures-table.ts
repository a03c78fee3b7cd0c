/** The bench's table: each page's median figures against their targets. */
import type { PageFigures } from './lighthouse-runs';

export function printTable(
  rows: { label: string; isPublic: boolean; median: PageFigures; scores: unknown[] }[],
) {
  type Column = {
    head: string;
    target?: string;
    publicOnly?: boolean;
    cell: (f: PageFigures) => string;
    miss?: (f: PageFigures) => boolean;
  };
  const fixed = (value: number | null, digits: number, scale = 1) =>
    value === null ? '—' : (value / scale).toFixed(digits);
  const under = (value: number | null, limit: number) => value === null || value > limit;
  const full = (value: number | null) => value !== 100;
  const columns: Column[] = [
    {
      head: 'Performance',
      target: '≥ 90',
      cell: (f) => fixed(f.performance, 0),
      miss: (f) => f.performance === null || f.performance < 90,
    },
    {
      head: 'LCP (s)',
      target: '≤ 2.5',
      cell: (f) => fixed(f.lcpMs, 2, 1000),
      miss: (f) => under(f.lcpMs, 2500),
    },
    { head: 'CLS', target: '≤ 0.05', cell: (f) => fixed(f.cls, 3), miss: (f) => under(f.cls, 0.05) },
    { head: 'TBT (ms)', target: '≤ 200', cell: (f) => fixed(f.tbtMs, 0), miss: (f) => under(f.tbtMs, 200) },
    { head: 'FCP (s)', cell: (f) => fixed(f.fcpMs, 2, 1000) },
    {
      head: 'Accessibility',
      target: '100',
      publicOnly: true,
      cell: (f) => fixed(f.accessibility, 0),
      miss: (f) => full(f.accessibility),
    },
    {
      head: 'Best Practices',
      target: '100',
      publicOnly: true,
      cell: (f) => fixed(f.bestPractices, 0),
      miss: (f) => full(f.bestPractices),
    },
    { head: 'SEO', target: '100', publicOnly: true, cell: (f) => fixed(f.seo, 0), miss: (f) => full(f.seo) },
    { head: 'requests', cell: (f) => String(f.requests) },
    { head: 'transferred KB', cell: (f) => f.transferKb.toFixed(0) },
  ];
  const lines: string[][] = [
    ['page', ...columns.map((column) => column.head), 'runs (Performance)'],
    [
      'target',
      ...columns.map((column) => (column.target ? column.target + (column.publicOnly ? ' †' : '') : '—')),
      '',
    ],
    ...rows.map((row) => [
      row.label,
      ...columns.map((column) => {
        const applies = column.miss && (row.isPublic || !column.publicOnly);
        return `${column.cell(row.median)}${applies && column.miss?.(row.median) ? ' ✗' : ''}`;
      }),
      row.scores.join(' / '),
    ]),
  ];
  const widths = lines[0]!.map((_, index) => Math.max(...lines.map((line) => line[index]!.length)));
  const format = (line: string[]) =>
    line
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!)))
      .join('  ');
  console.info(format(lines[0]!));
  console.info(format(lines[1]!));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines.slice(2)) console.info(format(line));
  console.info('✗ misses its target; † applies to the public (signed-out) pages only');
}
