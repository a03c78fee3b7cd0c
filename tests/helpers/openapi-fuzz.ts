/**
 * Fuzzing the REST API from its published document: every operation gets requests built from its
 * own parameter and body schemas (valid, malformed, and not JSON at all), and every answer must be
 * one the document describes, with a body its schema accepts. Used by tests/api/openapi-fuzz.test.ts
 * (a short, seeded run in `npm test`; `npm run fuzz:api` for a long one).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { oas31 } from 'zod-openapi';
import { malformedJsonText, malformedValue, paramString, validValue } from './schema-arbitraries';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface FuzzOperation {
  method: (typeof METHODS)[number];
  path: string;
  operation: oas31.OperationObject;
}

export interface FuzzRequest {
  url: string;
  init: RequestInit;
  /** What was sent, for the failure message. */
  summary: string;
}

export function operationsOf(document: oas31.OpenAPIObject): FuzzOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

function parametersOf(operation: oas31.OperationObject, place: 'path' | 'query' | 'header') {
  return (operation.parameters ?? []).filter(
    (param): param is oas31.ParameterObject => 'in' in param && param.in === place,
  );
}

/** A path segment that stays one segment: never empty, never '.' or '..' (URLs collapse those). */
function segment(value: unknown): string {
  // A lone surrogate cannot be put in a URL; a browser would send U+FFFD in its place.
  const text = paramString(value).replace(/\p{Cs}/gu, '\uFFFD');
  return text === '' || text === '.' || text === '..' ? `x${text}` : encodeURIComponent(text);
}

function schemaArbitrary(schema: unknown, document: oas31.OpenAPIObject): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, document) },
    { weight: 2, arbitrary: malformedValue(schema, document) },
  );
}

/**
 * Requests for one operation. Path parameters are mostly ids that exist (so answers beyond 404 are
 * reached), sometimes generated; bodies are valid, malformed or not JSON.
 */
export function requestArbitrary(
  { method, path, operation }: FuzzOperation,
  document: oas31.OpenAPIObject,
  knownIds: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParams = parametersOf(operation, 'path');
  const queryParams = parametersOf(operation, 'query');
  const headerParams = parametersOf(operation, 'header');
  const pathArb = fc.tuple(
    ...pathParams.map((param) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
        { weight: 2, arbitrary: schemaArbitrary(param.schema, document) },
      ),
    ),
  );
  const queryArb = fc.tuple(
    ...queryParams.map((param) => fc.option(schemaArbitrary(param.schema, document), { nil: undefined })),
  );
  const headerArb = fc.tuple(...headerParams.map(() => fc.string({ maxLength: 200 })));
  const requestBody =
    operation.requestBody && 'content' in operation.requestBody ? operation.requestBody : undefined;
  const jsonSchema = requestBody?.content?.['application/json']?.schema;
  const multipart = requestBody?.content?.['multipart/form-data'] !== undefined;
  const bodyArb: fc.Arbitrary<{ body?: BodyInit; type?: string; shown: string }> = multipart
    ? fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => {
          const form = new FormData();
          form.set('file', new Blob([bytes]), 'upload.jpg');
          return { body: form, shown: `multipart file of ${bytes.length} bytes` };
        }),
        fc.string().map((text) => ({ body: text, type: 'text/plain', shown: JSON.stringify(text) })),
      )
    : jsonSchema
      ? fc.oneof(
          { weight: 6, arbitrary: schemaArbitrary(jsonSchema, document).map(jsonBody) },
          {
            weight: 1,
            arbitrary: malformedJsonText().map((text) => ({
              body: text,
              type: 'application/json',
              shown: text,
            })),
          },
        )
      : fc.constant({ shown: 'no body' });

  return fc
    .tuple(pathArb, queryArb, headerArb, bodyArb)
    .map(([pathValues, queryValues, headerValues, body]) => {
      let url = path;
      pathParams.forEach((param, i) => {
        url = url.replace(`{${param.name}}`, segment(pathValues[i]));
      });
      const search = new URLSearchParams();
      queryParams.forEach((param, i) => {
        if (queryValues[i] !== undefined) search.set(param.name, paramString(queryValues[i]));
      });
      if (search.size) url += `?${search}`;
      const headers = new Headers();
      headerParams.forEach((param, i) => {
        headers.set(param.name, headerValues[i] ?? '');
      });
      if (body.type) headers.set('content-type', body.type);
      return {
        url,
        init: { method: method.toUpperCase(), headers, body: body.body },
        summary: `${method.toUpperCase()} ${url} with ${body.shown.slice(0, 500)}`,
      };
    });
}

function jsonBody(value: unknown) {
  const text = JSON.stringify(value);
  return { body: text, type: 'application/json', shown: text };
}

/** Checks answers against the document: a described status, a described type, a body its schema accepts. */
export function answerChecker(document: oas31.OpenAPIObject) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: 'openapi' });
  const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

  function validatorFor(pointer: string) {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  /** The problem with an answer, or null when the document describes it. */
  return async function problemWith(
    { method, path, operation }: FuzzOperation,
    res: Response,
  ): Promise<string | null> {
    const text = await res.text();
    const shown = `${res.status} ${text.slice(0, 400)}`;
    if (res.status >= 500) return `a server error: ${shown}`;
    const answer = operation.responses?.[String(res.status)];
    if (!answer || '$ref' in answer) return `an undocumented status: ${shown}`;
    const documentedTypes = Object.keys(answer.content ?? {});
    if (!documentedTypes.length)
      return text === '' || res.status === 302 ? null : `an undocumented body: ${shown}`;
    const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!documentedTypes.includes(type)) return `an undocumented content type ${type}: ${shown}`;
    if (type !== 'application/json') return null;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `a body that is not JSON: ${shown}`;
    }
    const escaped = path.replaceAll('~', '~0').replaceAll('/', '~1');
    const validate = validatorFor(
      `/paths/${escaped}/${method}/responses/${res.status}/content/application~1json/schema`,
    );
    if (validate(body)) return null;
    return `a body the document does not describe (${ajv.errorsText(validate.errors)}): ${shown}`;
  };
}
