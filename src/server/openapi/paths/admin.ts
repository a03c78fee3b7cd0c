import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { applicationIdInput, rejectApplicationInput } from '../../../shared/admin.schema';
import { sellerApplicationDto } from '../answers/admin';
import { jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Admin';

export const adminPaths: ZodOpenApiPathsObject = {
  '/api/admin/applications': {
    get: operation({
      tag,
      summary: 'Every seller application',
      description: 'Pending and decided, newest first; applicants who deleted their account are left out.',
      caller: 'admin',
      answers: { 200: jsonAnswer(z.array(sellerApplicationDto), 'Newest first') },
    }),
  },
  '/api/admin/applications/{id}/approve': {
    post: operation({
      tag,
      summary: 'Approve a seller application',
      description: 'The applicant is notified. 409 when the application is no longer pending.',
      caller: 'admin',
      params: { path: applicationIdInput },
      answers: { 200: jsonAnswer(sellerApplicationDto, 'The application, approved') },
      errors: [400, 404, 409],
    }),
  },
  '/api/admin/applications/{id}/reject': {
    post: operation({
      tag,
      summary: 'Reject a seller application',
      description:
        'The body is optional; a `reason` is passed on to the applicant. 409 when the application is no longer pending.',
      caller: 'admin',
      params: { path: applicationIdInput },
      body: jsonBody(rejectApplicationInput.pick({ reason: true }), false),
      answers: { 200: jsonAnswer(sellerApplicationDto, 'The application, rejected') },
      errors: [400, 404, 409],
    }),
  },
};
