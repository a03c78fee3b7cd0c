import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from '../../src/shared/csv';

describe('CSV files', () => {
  it('quote every cell, double its quotes, and defuse a leading formula sign', () => {
    expect(csvCell('Jumbo Males')).toBe('"Jumbo Males"');
    expect(csvCell('12" claws, "heavy"')).toBe('"12"" claws, ""heavy"""');
    expect(csvCell(12)).toBe('"12"');
    for (const sign of ['=', '+', '-', '@'])
      expect(csvCell(`${sign}HYPERLINK("x")`)).toBe(`"'${sign}HYPERLINK(""x"")"`);
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('end every row, the last too, with CRLF', () => {
    expect(
      csvFile([
        ['Order', 'Total'],
        ['#1A2B', '85.00'],
      ]),
    ).toBe('"Order","Total"\r\n"#1A2B","85.00"\r\n');
  });
});
