import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type JsonSchema,
  malformedJsonText,
  malformedValue,
  paramString,
  validValue,
} from '../helpers/schema-arbitraries';

// The patterns zod v4 puts beside its formats (copied from its JSON Schema output), so the generators are
// checked against what the real document says, not just against Ajv's looser formats.
const ZOD_EMAIL =
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";
const ZOD_UUID =
  '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$';
const ZOD_DATETIME =
  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$';

const money: JsonSchema = { type: 'number', exclusiveMinimum: 0, maximum: 100_000, multipleOf: 0.01 };

const document = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  components: {
    schemas: {
      Address: {
        type: 'object',
        properties: {
          street: { type: 'string', minLength: 1, maxLength: 60 },
          zip: { type: 'string', pattern: '^\\d{5}$' },
          state: { type: 'string', enum: ['MD', 'VA', 'DE'] },
        },
        required: ['street', 'zip'],
        additionalProperties: false,
      },
      Money: money,
      Named: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
    },
  },
};

const schemas: Record<string, JsonSchema> = {
  'object with required and optional fields': {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 80 },
      age: { type: 'integer', minimum: 0, maximum: 150 },
      note: { type: 'string' },
      subscribed: { type: 'boolean', default: false, description: 'Newsletter' },
    },
    required: ['name', 'age'],
    additionalProperties: false,
  },
  enum: { type: 'string', enum: ['pending', 'paid', 'collected'] },
  'nullable anyOf': { anyOf: [{ type: 'integer', minimum: 1, maximum: 5 }, { type: 'null' }] },
  'nullable type array': { type: ['string', 'null'], maxLength: 5 },
  'integer bounds': { type: 'integer', exclusiveMinimum: 0, maximum: 1000 },
  'safe integer': { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
  'money (multipleOf 0.01)': money,
  'zip pattern': { type: 'string', pattern: '^\\d{5}$' },
  'string lengths': { type: 'string', minLength: 3, maxLength: 8 },
  'date-time': { type: 'string', format: 'date-time', pattern: ZOD_DATETIME },
  date: { type: 'string', format: 'date' },
  email: { type: 'string', format: 'email', pattern: ZOD_EMAIL },
  uuid: { type: 'string', format: 'uuid', pattern: ZOD_UUID },
  uri: { type: 'string', format: 'uri' },
  'bounded array': { type: 'array', items: { type: 'string', maxLength: 3 }, minItems: 1, maxItems: 3 },
  'unique array': { type: 'array', items: { type: 'integer', minimum: 0, maximum: 9 }, uniqueItems: true },
  $ref: { $ref: '#/components/schemas/Address' },
  'discriminated oneOf': {
    oneOf: [
      {
        type: 'object',
        properties: { kind: { const: 'card' }, last4: { type: 'string', pattern: '^\\d{4}$' } },
        required: ['kind', 'last4'],
      },
      { type: 'object', properties: { kind: { const: 'cash' } }, required: ['kind'] },
    ],
  },
  'record of integers': {
    type: 'object',
    propertyNames: { type: 'string', pattern: '^[a-z]{1,8}$' },
    additionalProperties: { type: 'integer', minimum: 0 },
  },
  allOf: {
    allOf: [
      { $ref: '#/components/schemas/Named' },
      { type: 'object', properties: { note: { type: 'string', maxLength: 10 } }, required: ['note'] },
    ],
  },
  'nested objects': {
    type: 'object',
    properties: {
      pickup: { $ref: '#/components/schemas/Address' },
      lines: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          properties: {
            qty: { type: 'integer', minimum: 1, maximum: 99 },
            price: { $ref: '#/components/schemas/Money' },
          },
          required: ['qty', 'price'],
          additionalProperties: false,
        },
      },
      placedAt: { type: 'string', format: 'date-time', pattern: ZOD_DATETIME },
      contact: { anyOf: [{ type: 'string', format: 'email', pattern: ZOD_EMAIL }, { type: 'null' }] },
    },
    required: ['pickup', 'lines', 'placedAt'],
    additionalProperties: false,
  },
};

// multipleOfPrecision: JSON Schema divides binary floats exactly (0.29 / 0.01 is not whole), while zod, which
// the server validates with, uses a float-safe remainder; the generators follow zod. logger: false keeps the
// test silent. The document rides along under `components` so that '#/components/...' refs resolve.
const ajv = new Ajv2020({ logger: false, multipleOfPrecision: 9 });
addFormats(ajv);
ajv.addKeyword('components');
const validatorFor = (schema: JsonSchema) => ajv.compile({ ...schema, components: document.components });

describe('validValue', () => {
  it.each(Object.entries(schemas))('satisfies the schema: %s', (_, schema) => {
    const validate = validatorFor(schema);
    fc.assert(
      fc.property(validValue(schema, document), (value) => {
        expect(validate(value), `${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('gives simple JSON values for an empty schema', () => {
    for (const value of fc.sample(validValue({}, document), 50))
      expect(['string', 'number', 'boolean', 'object']).toContain(typeof value);
  });

  it('reports a $ref that points at nothing', () => {
    expect(() => validValue({ $ref: '#/components/schemas/Missing' }, document)).toThrow(/Missing/);
  });
});

describe('malformedValue', () => {
  it.each(Object.entries(schemas))('is often invalid and always JSON: %s', (_, schema) => {
    const validate = validatorFor(schema);
    const samples = fc.sample(malformedValue(schema, document), { numRuns: 200, seed: 20_250_101 });
    expect(samples.filter((value) => !validate(value)).length).toBeGreaterThan(100);
    for (const value of samples) {
      const text = JSON.stringify(value);
      expect(typeof text).toBe('string');
      expect(JSON.stringify(JSON.parse(text))).toBe(text);
    }
  });
});

describe('malformedJsonText', () => {
  it('never parses as JSON', () => {
    for (const text of fc.sample(malformedJsonText(), 300)) expect(() => JSON.parse(text), text).toThrow();
  });
});

describe('paramString', () => {
  it.each([
    ['abc', 'abc'],
    [42, '42'],
    [-0.5, '-0.5'],
    [true, 'true'],
    [null, 'null'],
    [[1, 'a'], '[1,"a"]'],
    [{ a: 1 }, '{"a":1}'],
  ])('writes %j as %s', (value, expected) => {
    expect(paramString(value)).toBe(expected);
  });
});
