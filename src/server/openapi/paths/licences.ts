import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { licenceChangeInput, licenceDto, licenceInput } from '../../../shared/licence.schema';
import { idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Licences';
const licenceParams = idParam.extend({ licenceId: z.string().meta({ description: 'The licence id' }) });
const licenceParam = z.object({ licenceId: z.string().meta({ description: 'The licence id' }) });

export const licencePaths: ZodOpenApiPathsObject = {
  '/api/sellers/{id}/licences': {
    get: operation({
      tag,
      summary: "A seller's licences",
      description:
        'The seller and an admin see every licence with its agency, number, expiry and photo. Anyone else sees only the verified, running licences of a seller with a storefront: their type and the month they are valid until.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(z.array(licenceDto), 'The licences') },
      errors: [404],
    }),
    post: operation({
      tag,
      summary: 'Record a licence',
      description:
        "The seller records a licence they hold (type, issuing agency, number, expiry 'YYYY-MM-DD', photo); an admin verifies it. Anyone but the seller gets 404.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(licenceInput),
      answers: { 201: jsonAnswer(licenceDto, 'The licence, waiting for an admin') },
      errors: [404],
    }),
  },
  '/api/sellers/{id}/licences/{licenceId}': {
    patch: operation({
      tag,
      summary: 'Change or renew a licence',
      description:
        'A new type, number or expiry is a renewal: the licence needs verifying again. Anyone but the seller gets 404.',
      caller: 'user',
      params: { path: licenceParams },
      body: jsonBody(licenceChangeInput),
      answers: { 200: jsonAnswer(licenceDto, 'The licence') },
      errors: [404],
    }),
    delete: operation({
      tag,
      summary: 'Remove a licence',
      description: 'Anyone but the seller gets 404.',
      caller: 'user',
      params: { path: licenceParams },
      answers: { 200: jsonAnswer(z.object({ id: z.string() }), 'The licence removed') },
      errors: [404],
    }),
  },
  '/api/admin/licences/{licenceId}/verify': {
    post: operation({
      tag,
      summary: 'Verify a licence',
      description:
        "An admin has checked the licence against its photo and the agency's records. A running, verified licence puts back on sale the listings a lapsed one took off.",
      caller: 'admin',
      params: { path: licenceParam },
      answers: { 200: jsonAnswer(licenceDto, 'The licence, verified') },
      errors: [404],
    }),
  },
};
