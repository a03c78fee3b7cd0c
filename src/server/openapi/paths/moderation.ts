import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  moderatedUsersPageDto,
  moderationActionDto,
  moderationActionsPageDto,
  reportDto,
  reportReceiptDto,
  reportsPageDto,
} from '../../../shared/moderation.dto';
import {
  createReportInput,
  moderationReasonInput,
  reportResolutions,
  reportStatuses,
  userListFilters,
} from '../../../shared/moderation.schema';
import { jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Moderation';
const idParam = z.object({ id: z.string().meta({ description: 'The record id (a UUID)' }) });
const paging = {
  limit: z.string().regex(/^\d+$/).optional().meta({ description: 'Page size, 1 to 100; 20 by default' }),
  offset: z.string().regex(/^\d+$/).optional().meta({ description: 'Rows to skip; 0 by default' }),
};
const reasonBody = jsonBody(moderationReasonInput);
const recorded = { 200: jsonAnswer(moderationActionDto, 'The action, as recorded in the activity list') };

export const moderationPaths: ZodOpenApiPathsObject = {
  '/api/admin/sellers/{id}/revoke': {
    post: operation({
      tag,
      summary: "Revoke a seller's approval",
      description:
        'The seller is `revoked`: their listings leave the marketplace, they cannot post, and their open orders stay for them to complete or cancel. They are told in the app with the reason. Approving the application again reinstates them. 409 unless the seller is approved.',
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/catches/{id}/hide': {
    post: operation({
      tag,
      summary: 'Hide a listing',
      description:
        'Buyers no longer find it (404 on its page); its seller sees it marked hidden with the reason and is told in the app. 409 when it is already hidden.',
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/catches/{id}/restore': {
    post: operation({
      tag,
      summary: 'Restore a hidden listing',
      description: 'It returns to the marketplace; its seller is told. 409 when it is not hidden.',
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/reviews/{id}': {
    delete: operation({
      tag,
      summary: 'Remove a review',
      description:
        "It leaves every page and the seller's rating and review count at once; its author is told in the app and by e-mail, with the reason. 409 when it was already removed.",
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/messages/{id}': {
    delete: operation({
      tag,
      summary: 'Remove an order message',
      description:
        'Its thread shows "Message removed by BayCatch: <reason>" instead of its text; its author is told in the app and by e-mail. 409 when it was already removed.',
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/users/{id}/suspend': {
    post: operation({
      tag,
      summary: 'Suspend an account',
      description:
        "Every session of the account ends at once and sign-in is refused with a message naming support; a seller's listings leave the marketplace. Never yourself (409) nor another admin (403); 409 when already suspended.",
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/users/{id}/restore': {
    post: operation({
      tag,
      summary: 'Restore a suspended account',
      description: 'Sign-in works again. 409 when the account is not suspended.',
      caller: 'admin',
      params: { path: idParam },
      body: reasonBody,
      answers: recorded,
      errors: [404, 409],
    }),
  },
  '/api/admin/users': {
    get: operation({
      tag,
      summary: 'Find accounts',
      description:
        'Accounts whose e-mail, name or business contains `q`, newest first; `show` keeps one role or the suspended accounts.',
      caller: 'admin',
      params: {
        query: z.object({
          q: z.string().max(100).optional().meta({ description: 'Part of an e-mail, name or business' }),
          show: z
            .enum(userListFilters)
            .optional()
            .meta({ description: 'all (the default), buyers, sellers, admins or suspended' }),
          ...paging,
        }),
      },
      answers: { 200: jsonAnswer(moderatedUsersPageDto, 'One page and the total') },
      errors: [400],
    }),
  },
  '/api/admin/moderation-actions': {
    get: operation({
      tag,
      summary: 'The moderation activity list',
      description: 'Every moderation action with who, when and why, newest first.',
      caller: 'admin',
      params: { query: z.object(paging) },
      answers: { 200: jsonAnswer(moderationActionsPageDto, 'One page and the total') },
      errors: [400],
    }),
  },
  '/api/admin/reports': {
    get: operation({
      tag,
      summary: 'The report queue',
      description: 'Reports newest first; open ones unless `status` says otherwise.',
      caller: 'admin',
      params: {
        query: z.object({
          status: z
            .enum([...reportStatuses, 'all'])
            .optional()
            .meta({ description: '`open` by default' }),
          ...paging,
        }),
      },
      answers: { 200: jsonAnswer(reportsPageDto, 'One page and the total') },
      errors: [400],
    }),
  },
  '/api/admin/reports/{id}/resolve': {
    post: operation({
      tag,
      summary: 'Resolve a report',
      description:
        'Dismissed (nothing to do) or actioned (dealt with), with an optional note; recorded in the activity list. 409 when it was already resolved.',
      caller: 'admin',
      params: { path: idParam },
      body: jsonBody(
        z.object({
          resolution: z.enum(reportResolutions),
          note: z.string().max(500).optional(),
        }),
      ),
      answers: { 200: jsonAnswer(reportDto, 'The report, resolved') },
      errors: [404, 409],
    }),
  },
  '/api/reports': {
    post: operation({
      tag,
      summary: 'Report a listing, message or review',
      description:
        'To the admins. Only what the caller can see: a listing they can view, a message on one of their own orders (404 otherwise). One open report per person and target (409).',
      caller: 'user',
      body: jsonBody(createReportInput),
      answers: { 201: jsonAnswer(reportReceiptDto, 'The report, open') },
      errors: [404, 409],
      rateLimited: true,
    }),
  },
};
