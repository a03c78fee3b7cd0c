import { describe, expect, it } from 'vitest';
import { deepFreeze, jsonText } from '../../src/server/lib/frozen-json';

describe('frozen JSON', () => {
  it('freezes every level, so a shared answer cannot be changed by one caller', () => {
    const page = deepFreeze({ items: [{ title: 'Jumbo males', photos: ['/a.svg'] }], total: 1 });
    expect(Object.isFrozen(page.items[0]?.photos)).toBe(true);
    expect(() => {
      (page.items as unknown as unknown[]).push({});
    }).toThrow(TypeError);
  });

  it('writes the same text as JSON.stringify, remembered for frozen values only', () => {
    const page = deepFreeze({ items: [{ unitPrice: '12.50' }], total: 1 });
    expect(jsonText(page)).toBe(JSON.stringify(page));
    expect(jsonText(page)).toBe(jsonText(page));
    // A page's items are written on their own too (the REST list sends only them).
    expect(jsonText(page.items)).toBe(JSON.stringify(page.items));
    expect(jsonText(page.items)).toBe(jsonText(page.items));
    const open = { count: 1 };
    expect(jsonText(open)).toBe('{"count":1}');
    open.count = 2;
    expect(jsonText(open)).toBe('{"count":2}');
    expect(jsonText('text')).toBe('"text"');
    expect(jsonText(null)).toBe('null');
  });
});
