import { describe, expect, it } from 'vitest';
import { appSystem } from '../../src/client/theme/system';

const system = appSystem();

/** A colour token's hex value, following `{colors.x.y}` references. */
function hexOf(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new Error(`no token ${name}`);
  const conditions = token.extensions.conditions as Record<string, unknown> | undefined;
  const base = conditions?.base ?? conditions?._light ?? token.originalValue;
  const ref = /^\{(.+)\}$/.exec(String(base));
  return ref?.[1] ? hexOf(ref[1]) : String(token.value);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colours under WCAG AA (4.5:1 for normal text)', () => {
  // Solid badges, buttons and toasts of these palettes carry white text.
  for (const palette of ['bay', 'crab', 'green', 'red']) {
    it(`white on ${palette}.solid`, () => {
      expect(contrast('#ffffff', hexOf(`colors.${palette}.solid`))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('small muted labels on white', () => {
    expect(contrast(hexOf('colors.fg.muted'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
