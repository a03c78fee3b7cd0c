import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  rulesTodayDto,
  saleRuleChangeInput,
  saleRuleDto,
  saleRuleInput,
} from '../../../shared/sale-rule.schema';
import { idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Seasons';

export const rulePaths: ZodOpenApiPathsObject = {
  '/api/rules': {
    get: operation({
      tag,
      summary: 'Seasons and limits in force today',
      description:
        "The seasons open today on the Bay's clock and every size or quantity limit, with each rule's words and source. With seasons switched off (SEASONS=off) `enforced` is false and the list is empty.",
      caller: 'anyone',
      answers: { 200: jsonAnswer(rulesTodayDto, 'The rules in force today') },
    }),
  },
  '/api/admin/rules': {
    get: operation({
      tag,
      summary: 'Every season and limit',
      description:
        'Open or closed today, each marked whether the admin should check it against the state each year.',
      caller: 'admin',
      answers: { 200: jsonAnswer(z.array(saleRuleDto), 'The rules') },
    }),
    post: operation({
      tag,
      summary: 'Add a season or limit',
      description:
        "A season needs `openFrom` and `openTo` ('MM-DD', inclusive; `openTo` before `openFrom` runs across New Year); a size or quantity rule needs `limitValue`. Recorded in the activity list.",
      caller: 'admin',
      body: jsonBody(saleRuleInput),
      answers: { 201: jsonAnswer(saleRuleDto, 'The rule') },
    }),
  },
  '/api/admin/rules/{id}': {
    patch: operation({
      tag,
      summary: 'Change a season or limit',
      description: 'Takes effect at once for posting and restocking. Recorded in the activity list.',
      caller: 'admin',
      params: { path: idParam },
      body: jsonBody(saleRuleChangeInput),
      answers: { 200: jsonAnswer(saleRuleDto, 'The rule') },
      errors: [404],
    }),
    delete: operation({
      tag,
      summary: 'Remove a season or limit',
      description: 'Recorded in the activity list.',
      caller: 'admin',
      params: { path: idParam },
      answers: { 200: jsonAnswer(z.object({ id: z.string() }), 'The rule removed') },
      errors: [404],
    }),
  },
};
