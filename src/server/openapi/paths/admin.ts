import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  adminOrderDetailDto,
  adminOrdersPageDto,
  sellerApplicationDto,
  sellerLimitsDto,
} from '../../../shared/admin.dto';
import { applicationIdInput, rejectApplicationInput, sellerLimitsInput } from '../../../shared/admin.schema';
import { adminDisputeDto } from '../../../shared/dispute.dto';
import { reconciliationDto, reconciliationQuery } from '../../../shared/reconciliation.dto';
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
  '/api/admin/disputes': {
    get: operation({
      tag,
      summary: 'Open card disputes',
      description:
        'Every card dispute (chargeback) still open, soonest evidence deadline first, with its order, seller, buyer, amount and reason.',
      caller: 'admin',
      answers: { 200: jsonAnswer(z.array(adminDisputeDto), 'Soonest evidence deadline first') },
    }),
  },
  '/api/admin/reconciliation': {
    get: operation({
      tag,
      summary: "A day's money check",
      description:
        'Every card authorisation, capture, release and refund BayCatch recorded on the dock-local `date` compared with the payment provider’s own records, and each difference found (none is the normal state). A day not checked yet is checked first.',
      caller: 'admin',
      params: { query: reconciliationQuery },
      answers: { 200: jsonAnswer(reconciliationDto, 'The day checked, and its differences') },
      errors: [400, 503],
    }),
  },
  '/api/admin/reconciliation/check': {
    post: operation({
      tag,
      summary: 'Check a day again',
      description: 'Compares the day afresh; its new findings replace the old.',
      caller: 'admin',
      body: jsonBody(reconciliationQuery),
      answers: { 200: jsonAnswer(reconciliationDto, 'The day checked, and its differences') },
      errors: [503],
    }),
  },
  '/api/admin/orders': {
    get: operation({
      tag,
      summary: 'Find orders',
      description:
        "Any order, newest first: `q` matches an order number (with or without its '#', the id's last characters) or part of the buyer's or the seller's e-mail; empty lists every order.",
      caller: 'admin',
      params: {
        query: z.object({
          q: z.string().optional().meta({ description: 'Order number or e-mail, up to 100 characters' }),
          limit: z
            .string()
            .regex(/^\d+$/)
            .optional()
            .meta({ description: 'Page size, 1 to 100; 20 by default' }),
          offset: z.string().regex(/^\d+$/).optional().meta({ description: 'Rows to skip; 0 by default' }),
        }),
      },
      answers: { 200: jsonAnswer(adminOrdersPageDto, 'A page of orders and how many match') },
      errors: [400],
    }),
  },
  '/api/admin/orders/{id}': {
    get: operation({
      tag,
      summary: 'Open an order',
      description:
        'The order read-only: items, pickup, card payment attempts, its history (what its buyer and seller were told), its messages (removed ones with their text and the reason) and its review.',
      caller: 'admin',
      params: { path: z.object({ id: z.string().meta({ description: 'The order id (a UUID)' }) }) },
      answers: { 200: jsonAnswer(adminOrderDetailDto, 'The order') },
      errors: [400, 404],
    }),
  },
  '/api/admin/sellers/{id}/limits': {
    patch: operation({
      tag,
      summary: "Set a seller's weekly limit",
      description:
        "`weeklyQuantityLimit` in lbs (1 to 100000) replaces the seller type's own limit; every unit counts by its weight (docs/product/sellers.md). `null` gives the seller their type's limit back. Recorded in the moderation activity list.",
      caller: 'admin',
      params: {
        path: z.object({ id: z.string().meta({ description: "The seller's profile id (a UUID)" }) }),
      },
      body: jsonBody(sellerLimitsInput.pick({ weeklyQuantityLimit: true })),
      answers: { 200: jsonAnswer(sellerLimitsDto, 'The seller and their weekly limit') },
      errors: [400, 404],
    }),
  },
};
