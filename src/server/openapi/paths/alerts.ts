import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  alertDto,
  alertEmailsDto,
  alertsOverviewDto,
  followStateDto,
  unsubscribeDto,
} from '../../../shared/alert.dto';
import { alertEmailsInput, createAlertInput, unsubscribeTokenInput } from '../../../shared/alert.schema';
import { idParam, jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Alerts';
const tokenQuery = unsubscribeTokenInput.meta({ description: 'The signed token of the e-mail link' });

export const alertPaths: ZodOpenApiPathsObject = {
  '/api/alerts': {
    get: operation({
      tag,
      summary: "The caller's follows and alerts",
      description: 'Followed sellers, new-catch alerts, and whether new-catch e-mails are on.',
      caller: 'user',
      answers: { 200: jsonAnswer(alertsOverviewDto, 'Follows and alerts') },
    }),
    post: operation({
      tag,
      summary: 'Save a new-catch alert',
      description:
        'A species group (as the marketplace filter groups listings), an optional preparation, a place (a town, ZIP code or dock, geocoded now: an unknown place is a 400) and 5, 10, 25, 50 or 100 miles. Up to 20 alerts per person (409).',
      caller: 'user',
      body: jsonBody(createAlertInput),
      answers: { 201: jsonAnswer(alertDto, 'The alert') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/alerts/{id}': {
    delete: operation({
      tag,
      summary: 'Delete an alert',
      description: "Someone else's alert is 404.",
      caller: 'user',
      params: { path: idParam },
      answers: { 204: noContent('Deleted') },
      errors: [400, 404],
    }),
  },
  '/api/alerts/emails': {
    put: operation({
      tag,
      summary: 'Turn new-catch e-mails on or off',
      description: 'In-app notifications continue either way.',
      caller: 'user',
      body: jsonBody(alertEmailsInput),
      answers: { 200: jsonAnswer(alertEmailsDto, 'The setting') },
    }),
  },
  '/api/alerts/unsubscribe': {
    get: operation({
      tag,
      summary: 'What an unsubscribe link is for',
      description: 'Needs no sign-in: the signed token names the person. A tampered token is 404.',
      caller: 'anyone',
      params: { query: tokenQuery },
      answers: { 200: jsonAnswer(unsubscribeDto, 'The person the link is for') },
      errors: [400, 404],
    }),
    post: operation({
      tag,
      summary: 'Stop new-catch e-mails (one click)',
      description:
        'The `List-Unsubscribe` address of new-catch e-mails (RFC 8058 one-click: any body, usually `List-Unsubscribe=One-Click`). Needs no sign-in. A tampered token is 404 and changes nothing.',
      caller: 'anyone',
      params: { query: tokenQuery },
      answers: { 200: jsonAnswer(unsubscribeDto, 'E-mails are off') },
      errors: [400, 404],
    }),
  },
  '/api/sellers/{id}/follow': {
    get: operation({
      tag,
      summary: 'Whether the caller follows a seller',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(followStateDto, 'Following or not') },
      errors: [400, 404],
    }),
    post: operation({
      tag,
      summary: 'Follow a seller',
      description:
        "Their new listings reach the caller in the app and by e-mail. Following again changes nothing; one's own storefront is a 400; a seller without a storefront is 404.",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(followStateDto, 'Following') },
      errors: [400, 404],
    }),
    delete: operation({
      tag,
      summary: 'Unfollow a seller',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(followStateDto, 'Not following') },
      errors: [400, 404],
    }),
  },
};
