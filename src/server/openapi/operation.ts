/**
 * The building blocks of the published API document (src/server/openapi/document.ts): one way to
 * describe an operation, so every route states who may call it, what it reads and every answer it
 * gives, errors included, from the same zod schemas the route validates with.
 */
import { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiParameters,
  ZodOpenApiRequestBodyObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { errorReasons } from '../../shared/api-errors';

/** The body of every error answer (src/shared/api-errors.ts). */
export const errorBody = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words to show a person' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Messages per input field, when the input was refused' }),
    reason: z
      .enum(errorReasons)
      .optional()
      .meta({ description: 'A stable code for refusals a client tells apart' }),
    requestId: z.string().optional().meta({ description: 'Quoted to support for an unexpected failure' }),
  })
  .meta({ id: 'Error' });

const errorDescriptions = {
  400: 'The input was refused: malformed JSON, or fields that fail validation (`errors` names them)',
  401: 'Not signed in',
  403: 'Signed in, but this call is not yours to make (or a cross-site request)',
  404: 'Not found, or not yours to see',
  409: 'The request conflicts with the current state (stock, status, a spent code)',
  413: 'The body is larger than this call accepts',
  429: 'Too many requests; `Retry-After` gives the seconds to wait',
  503: 'An outside service (the payment provider) cannot be reached, or the server is shutting down; try again',
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;

/** Who may call an operation; each adds the refusals it brings. */
export type Caller = 'anyone' | 'user' | 'seller' | 'approvedSeller' | 'admin';

const callerRefusals: Record<Caller, ErrorStatus[]> = {
  anyone: [],
  user: [401],
  seller: [401, 403],
  approvedSeller: [401, 403],
  admin: [401, 403],
};

const callerNotes: Record<Caller, string> = {
  anyone: 'Open to anyone.',
  user: 'Needs a signed-in session.',
  seller: 'Needs a signed-in seller (approved or pending).',
  approvedSeller: 'Needs a signed-in seller whose application is approved.',
  admin:
    'Needs a signed-in admin with two-factor sign-in (403 with reason `TWO_FACTOR_REQUIRED` until they set it up).',
};

export function jsonAnswer(schema: z.ZodType, description: string): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

export function noContent(description: string): ZodOpenApiResponseObject {
  return { description };
}

export function jsonBody(schema: z.ZodType, required = true): ZodOpenApiRequestBodyObject {
  return { required, content: { 'application/json': { schema } } };
}

interface OperationSpec {
  tag: string;
  summary: string;
  description?: string;
  caller: Caller;
  params?: ZodOpenApiParameters;
  body?: ZodOpenApiRequestBodyObject;
  /** The answers that are not errors, by status. */
  answers: ZodOpenApiResponsesObject;
  /** Refusals beyond those the caller and the body bring. */
  errors?: ErrorStatus[];
  /** Operations behind a rate limit answer 429. */
  rateLimited?: boolean;
}

/**
 * What every state-changing call may answer whatever it is: a cross-site request is refused (403)
 * and a body past the size limit too (413), even on calls that read no body.
 */
export function withUnsafeMethodRefusals(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = { ...operation.responses };
  for (const status of [403, 413] as const) {
    responses[String(status) as `${ErrorStatus}`] ??= jsonAnswer(errorBody, errorDescriptions[status]);
  }
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return { ...operation, responses: sorted };
}

/**
 * One operation. A call with a body may always be refused as malformed (400) or too large (413);
 * the server may always be shutting down (503 from the health routes only, so not added here).
 */
export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  const statuses = new Set<ErrorStatus>([...callerRefusals[spec.caller], ...(spec.errors ?? [])]);
  if (spec.body) {
    statuses.add(400);
    statuses.add(413);
  }
  if (spec.rateLimited) statuses.add(429);
  const responses: ZodOpenApiResponsesObject = { ...spec.answers };
  for (const status of [...statuses].sort()) {
    responses[String(status) as `${ErrorStatus}`] = jsonAnswer(errorBody, errorDescriptions[status]);
  }
  return {
    tags: [spec.tag],
    summary: spec.summary,
    description: [spec.description, callerNotes[spec.caller]].filter(Boolean).join('\n\n'),
    ...(spec.caller === 'anyone' ? { security: [{}, { session: [] }] } : { security: [{ session: [] }] }),
    ...(spec.params ? { requestParams: spec.params } : {}),
    ...(spec.body ? { requestBody: spec.body } : {}),
    responses,
  };
}

/** A path parameter that names a record. */
export const idParam = z.object({ id: z.string().meta({ description: 'The record id' }) });
