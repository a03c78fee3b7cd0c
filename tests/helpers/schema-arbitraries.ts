/**
 * fast-check arbitraries driven by the OpenAPI 3.1 document's JSON Schemas (zod-openapi output), for fuzzing
 * the REST API: `validValue` should pass the route's validation, `malformedValue` should be refused with a 4xx
 * (never a 5xx), `malformedJsonText` exercises the body parser, `paramString` writes values into URLs.
 */
import fc, { type Arbitrary } from 'fast-check';

type NumericKeyword = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf';
type LengthKeyword = 'minLength' | 'maxLength' | 'minItems' | 'maxItems';

/** The subset of JSON Schema 2020-12 that zod v4 emits; structurally compatible with zod-openapi's oas31 types. */
export interface JsonSchema extends Partial<Record<NumericKeyword | LengthKeyword, number>> {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema | boolean;
  prefixItems?: JsonSchema[];
  uniqueItems?: boolean;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
}

const MAX_ITEMS = 5;
/** Past this nesting, optional properties and optional array items are left out so recursive $refs end. */
const PRUNE_DEPTH = 6;
/** malformedValue rebuilds valid parents around a malformed child; three levels is plenty and stays small. */
const MALFORM_DEPTH = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `#/...` JSON pointers (and chains of them); keywords beside a $ref override the target's. */
function resolve(schema: unknown, document: unknown): JsonSchema {
  let current: JsonSchema = isRecord(schema) ? (schema as JsonSchema) : {};
  for (let hops = 0; current.$ref !== undefined; hops++) {
    const { $ref, ...siblings } = current;
    if (hops > 20 || !$ref.startsWith('#/')) throw new Error(`Cannot resolve $ref ${$ref}`);
    let target: unknown = document;
    for (const segment of $ref.slice(2).split('/')) {
      const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
      target = isRecord(target) ? target[key] : undefined;
    }
    if (!isRecord(target)) throw new Error(`$ref ${$ref} points at nothing in the document`);
    current = { ...(target as JsonSchema), ...siblings };
  }
  return current;
}

/** allOf (zod intersections) as one schema: good enough for object intersections, which is what zod emits. */
function mergeAllOf(schema: JsonSchema, document: unknown): JsonSchema {
  const { allOf, ...merged } = schema;
  for (const part of (allOf ?? []).map((p) => resolve(p, document))) {
    const properties = { ...merged.properties, ...part.properties };
    const required = [...(merged.required ?? []), ...(part.required ?? [])];
    Object.assign(merged, part, { properties, required });
  }
  return merged;
}

/** The types a schema admits, looking through unions and enums; empty when anything goes. */
function typesOf(schema: JsonSchema, document: unknown): string[] {
  const s = resolve(schema, document);
  if (s.type !== undefined) return Array.isArray(s.type) ? s.type : [s.type];
  const branches = s.anyOf ?? s.oneOf ?? s.allOf;
  if (branches) return branches.flatMap((branch) => typesOf(branch, document));
  const values = s.enum ?? ('const' in s ? [s.const] : []);
  if (values.length > 0)
    return values.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v));
  if (s.properties || s.additionalProperties !== undefined) return ['object'];
  if (s.items !== undefined || s.prefixItems) return ['array'];
  return [];
}

/** What an empty schema (`{}` or `true`) gets: small JSON scalars, which every JSON consumer can take. */
const simpleJson: Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.boolean(),
  fc.constant(null),
);

/** One code unit per character (printable ASCII or BMP, never a surrogate), so zod's `.length` and JSON
 * Schema's code-point count agree on min/maxLength. */
const textUnit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c)) },
);

const dateInRange = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const formats: Record<string, Arbitrary<string>> = {
  'date-time': dateInRange.map((d) => d.toISOString()),
  date: dateInRange.map((d) => d.toISOString().slice(0, 10)),
  // fast-check's RFC 5322 local parts use !#$%{|}~..., which zod's stricter e-mail pattern refuses.
  email: fc.emailAddress().map((e) => {
    const at = e.lastIndexOf('@');
    return e.slice(0, at).replace(/[^A-Za-z0-9_+.-]/g, '_') + e.slice(at);
  }),
  uri: fc.webUrl(),
  uuid: fc.uuid(),
};

function stringArb(s: JsonSchema): Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? minLength + 40; // only bounds what we invent, not formats or patterns
  // JSON Schema counts code points; what we invent is one code unit per code point, so zod agrees.
  const fitsLength = (v: string) => [...v].length >= minLength && [...v].length <= (s.maxLength ?? Infinity);
  const pattern = s.pattern === undefined ? undefined : new RegExp(s.pattern, 'u');
  const format = s.format === undefined ? undefined : formats[s.format];
  // zod emits a format *and* its own pattern (e-mail, uuid, dates): generate the format, keep what matches.
  if (format) return format.filter((v) => (pattern?.test(v) ?? true) && fitsLength(v));
  if (pattern) {
    try {
      return fc.stringMatching(pattern).filter(fitsLength);
    } catch {
      // fast-check cannot generate from some regex features (lookaheads): fall back to filtering.
      return fc.string({ unit: textUnit, minLength, maxLength }).filter((v) => pattern.test(v));
    }
  }
  return fc.string({ unit: textUnit, minLength, maxLength });
}

function numberArb(s: JsonSchema, integer: boolean): Arbitrary<number> {
  const { minimum, maximum, exclusiveMinimum: exMin, exclusiveMaximum: exMax, multipleOf } = s;
  const above = (v: number) => (minimum === undefined || v >= minimum) && (exMin === undefined || v > exMin);
  const below = (v: number) => (maximum === undefined || v <= maximum) && (exMax === undefined || v < exMax);
  const lo = Math.max(minimum ?? -Infinity, exMin ?? -Infinity);
  const hi = Math.min(maximum ?? Infinity, exMax ?? Infinity);
  if (integer || multipleOf !== undefined) {
    // Pick k and send k × step: integers and multiples alike. toPrecision drops float noise (0.29000000000000004).
    const step = multipleOf ?? 1;
    const limit = Number.MAX_SAFE_INTEGER;
    const kMin = Math.ceil(Math.max(lo, integer ? -limit : -1e9) / step);
    const kMax = Math.floor(Math.min(hi, integer ? limit : 1e9) / step);
    return fc
      .bigInt({ min: BigInt(kMin), max: BigInt(kMax) })
      .map((k) => Number((Number(k) * step).toPrecision(15)) + 0)
      .filter((v) => above(v) && below(v) && (!integer || Number.isInteger(v)));
  }
  return fc
    .double({
      min: Number.isFinite(lo) ? lo : undefined,
      max: Number.isFinite(hi) ? hi : undefined,
      minExcluded: exMin !== undefined && exMin >= (minimum ?? -Infinity),
      maxExcluded: exMax !== undefined && exMax <= (maximum ?? Infinity),
      noNaN: true,
      noDefaultInfinity: true,
    })
    .map((v) => v + 0); // -0 + 0 is 0: JSON has no negative zero
}

function objectArb(s: JsonSchema, document: unknown, depth: number): Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = s.required ?? [];
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const key of new Set([...Object.keys(properties), ...required])) {
    if (depth < PRUNE_DEPTH || required.includes(key))
      model[key] = valid(properties[key] ?? s.additionalProperties, document, depth + 1);
  }
  // A map (zod record): no named properties, values described by additionalProperties.
  if (Object.keys(properties).length === 0 && isRecord(s.additionalProperties) && depth < PRUNE_DEPTH) {
    const keys = s.propertyNames
      ? valid(s.propertyNames, document, depth + 1).filter((k): k is string => typeof k === 'string')
      : fc.string({ minLength: 1, maxLength: 12 });
    const values = valid(s.additionalProperties, document, depth + 1);
    return fc
      .tuple(
        fc.record(model, { requiredKeys: required, noNullPrototype: true }),
        fc.dictionary(keys, values, { maxKeys: MAX_ITEMS, noNullPrototype: true }),
      )
      .map(([named, rest]) => ({ ...rest, ...named }));
  }
  return fc.record(model, { requiredKeys: required, noNullPrototype: true });
}

function arrayArb(s: JsonSchema, document: unknown, depth: number): Arbitrary<unknown[]> {
  if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => valid(item, document, depth + 1)));
  const minLength = s.minItems ?? 0;
  const cap = depth < PRUNE_DEPTH ? Math.max(minLength, MAX_ITEMS) : minLength;
  const maxLength = Math.min(s.maxItems ?? cap, cap);
  const item = valid(s.items, document, depth + 1);
  return s.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(item, { minLength, maxLength });
}

function valid(schema: unknown, document: unknown, depth: number): Arbitrary<unknown> {
  const s = resolve(schema, document);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  if (s.allOf) return valid(mergeAllOf(s, document), document, depth);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => valid(branch, document, depth)));
  const types = typesOf(s, document);
  if (types.length === 0) return simpleJson;
  return fc.oneof(
    ...types.map((type): Arbitrary<unknown> => {
      if (type === 'string') return stringArb(s);
      if (type === 'number' || type === 'integer') return numberArb(s, type === 'integer');
      if (type === 'boolean') return fc.boolean();
      if (type === 'null') return fc.constant(null);
      if (type === 'array') return arrayArb(s, document, depth);
      if (type === 'object') return objectArb(s, document, depth);
      return simpleJson;
    }),
  );
}

/**
 * Values that satisfy `schema`, with `$ref`s resolved against the OpenAPI `document`. Both are taken as
 * `unknown` because they come straight from the JSON document; anything but an object (a boolean schema,
 * an absent one) counts as the empty schema.
 */
export function validValue(schema: unknown, document: unknown): Arbitrary<unknown> {
  return valid(schema, document, 0);
}

// ---- malformed values -------------------------------------------------------------------------------

/** A value of each JSON type, to send where the schema wants another. */
const WRONG_TYPES: Record<string, unknown[]> = {
  string: ['not-a-number', '123'],
  integer: [42],
  number: [3.25],
  boolean: [true, false],
  null: [null],
  array: [[], [1, 'two', null]],
  object: [{}, { unexpected: true }],
};

/** Strings that break naive handling: broken UTF-16, invisible and direction characters, injections. */
// biome-ignore format: grouped by kind of trouble
const ODD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\uFEFF',
  '\uD800', 'x\uDC00y', '\u{10FFFF}', '😀', '👩‍👩‍👧‍👦', 'e\u0301\u0302\u0303\u0304',
  'a\u200Db\u200Dc', '\u202Eevil\u202C.exe',
  "'; DROP TABLE users; --", '<script>alert(1)</script>', '../../etc/passwd', 'null', 'NaN',
];

const oddString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.integer({ min: 100, max: 2_000 }).map((n) => '👩‍👩‍👧‍👦'.repeat(n)),
  fc.integer({ min: 100, max: 2_000 }).map((n) => `a${'\u0301'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const deeplyNested: Arbitrary<unknown> = fc.integer({ min: 50, max: 1_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
});

const EXTRA_KEYS = ['unexpected', '__proto__', 'constructor', '', '$where'];

function malformed(schema: unknown, document: unknown, depth: number): Arbitrary<unknown> {
  const s = mergeAllOf(resolve(schema, document), document);
  const types = typesOf(s, document);
  const admitted = (type: string) => types.includes(type) || (type === 'integer' && types.includes('number'));
  const wrongTypes = Object.entries(WRONG_TYPES).flatMap(([type, values]) => (admitted(type) ? [] : values));
  const edges = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum].filter((n) => n !== undefined);
  const numbers = [-1, 0, -0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2];
  numbers.push(...edges.flatMap((n) => [n - 1, n, n + 1, n + 0.5]), (s.multipleOf ?? 1) / 3);
  const options: Arbitrary<unknown>[] = [
    fc.constantFrom(...numbers.filter(Number.isFinite)),
    oddString,
    deeplyNested,
  ];
  if (wrongTypes.length > 0) options.push(fc.constantFrom(...wrongTypes));
  const members = s.enum ?? ('const' in s ? [s.const] : []);
  const strings = members.filter((m): m is string => typeof m === 'string');
  if (strings.length > 0)
    options.push(
      fc.constantFrom('NOT_A_MEMBER', ...strings.flatMap((m) => [m.toUpperCase(), `${m} `, `${m}x`])),
    );
  if (admitted('string')) {
    const beyond = (s.maxLength ?? 0) + 10_000;
    options.push(fc.integer({ min: beyond, max: beyond + 90_000 }).map((n) => 'x'.repeat(n)));
    if (s.format || s.pattern)
      options.push(fc.constantFrom('not-valid', '2024-13-45T25:61:00Z', 'a@', '@b.c', '0000'));
  }
  const branches = s.anyOf ?? s.oneOf;
  if (branches && depth < MALFORM_DEPTH)
    options.push(fc.oneof(...branches.map((branch) => malformed(branch, document, depth + 1))));
  if (admitted('object') && depth < MALFORM_DEPTH) {
    const object = objectArb(s, document, depth);
    const required = s.required ?? [];
    if (required.length > 0)
      options.push(
        fc
          .tuple(object, fc.constantFrom(...required))
          .map(([value, gone]) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== gone))),
      );
    // fromEntries makes '__proto__' an own, serialised key rather than setting the prototype.
    options.push(
      fc
        .tuple(object, fc.constantFrom(...EXTRA_KEYS), simpleJson)
        .map(([value, key, extra]) => Object.fromEntries([...Object.entries(value), [key, extra]])),
    );
    const keys = Object.keys(s.properties ?? {});
    if (keys.length > 0)
      options.push(
        fc
          .constantFrom(...keys)
          .chain((key) =>
            fc
              .tuple(object, malformed(s.properties?.[key], document, depth + 1))
              .map(([value, bad]) => Object.fromEntries([...Object.entries(value), [key, bad]])),
          ),
      );
  }
  if (admitted('array') && depth < MALFORM_DEPTH && !s.prefixItems) {
    options.push(
      fc
        .tuple(arrayArb(s, document, depth), malformed(s.items, document, depth + 1))
        .map(([arr, bad]) => [...arr, bad]),
    );
    if (s.maxItems !== undefined && s.maxItems < 1_000)
      options.push(
        fc.array(valid(s.items, document, depth + 1), {
          minLength: s.maxItems + 1,
          maxLength: s.maxItems + 1,
        }),
      );
  }
  return fc.oneof(...options);
}

/**
 * Values that are likely (not certainly) invalid for `schema`: wrong types, missing required and unknown
 * properties, over-long and odd strings, boundary numbers, deep nesting, one property malformed in turn.
 * Every value is JSON-serialisable, so it can go out as a body or, through `paramString`, in a URL.
 */
export function malformedValue(schema: unknown, document: unknown): Arbitrary<unknown> {
  return malformed(schema, document, 0);
}

const parsesAsJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

// biome-ignore format: one line per kind of mistake
const NOT_JSON = [
  '', ' ', '\uFEFF{}x', 'undefined', 'plain text',
  '{', '{"a":', '{"a":1}}', '{"a":1,}', '[1,2,]',
  "{'a':1}", '{a:1}', '{"a":NaN}', '/* */{}',
];

/** Request bodies that are not JSON at all: truncated, trailing commas, JS-isms, plain text, binary bytes. */
export function malformedJsonText(): Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(...NOT_JSON),
      fc.tuple(fc.json(), fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))),
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => String.fromCharCode(...bytes)),
    )
    .filter((text) => !parsesAsJson(text));
}

/** How a generated value is written into a path segment or query string (the caller URL-encodes it). */
export function paramString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}
