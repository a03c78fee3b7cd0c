import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { wireTransformer } from '../../src/server/trpc/transformer';

const roundTrip = (value: unknown) =>
  superjson.deserialize(JSON.parse(JSON.stringify(wireTransformer.serialize(value))));

describe('wire transformer', () => {
  it('sends plain JSON in the superjson envelope without meta', () => {
    const page = {
      items: [{ id: 'a', unitPrice: '12.50', photos: ['/x.svg'], crabber: { lat: 38.9 } }],
      total: 1,
      origin: null,
    };
    expect(wireTransformer.serialize(page)).toEqual({ json: page });
    expect(roundTrip(page)).toEqual(page);
  });

  it.each([
    ['a Date', { at: new Date('2026-11-22T10:00:00Z') }],
    ['undefined', { note: undefined }],
    ['NaN', [Number.NaN]],
    ['-0', { n: -0 }],
    ['a Map', new Map([['k', 1]])],
    ['a Set inside an array', [new Set([1])]],
    ['a bigint', { n: 10n }],
  ])('hands %s to superjson so the client gets it back', (_label, value) => {
    const serialized = wireTransformer.serialize(value);
    expect(serialized).toEqual(superjson.serialize(value));
    expect(roundTrip(value)).toEqual(value);
  });

  it('survives cycles and very deep nesting by falling back to superjson', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(() => wireTransformer.serialize(cyclic)).not.toThrow();
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100; i++) deep = { next: deep };
    expect(roundTrip(deep)).toEqual(deep);
  });

  it('decodes what the client sends with superjson', () => {
    const input = superjson.serialize({ pickupDate: new Date('2026-11-23T00:00:00Z') });
    expect(wireTransformer.deserialize(input)).toEqual({ pickupDate: new Date('2026-11-23T00:00:00Z') });
  });

  it('refuses input it cannot read as a bad request', () => {
    expect(() =>
      wireTransformer.deserialize({ json: { id: 'x' }, meta: { values: { id: ['bogus'] } } }),
    ).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message: 'Malformed request input' }));
  });
});
