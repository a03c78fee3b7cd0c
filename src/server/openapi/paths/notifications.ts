import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { markedReadDto, notificationListDto } from '../../../shared/notification.dto';
import { notificationIdInput } from '../../../shared/notification.schema';
import { jsonAnswer, noContent, operation } from '../operation';

const tag = 'Notifications';

export const notificationPaths: ZodOpenApiPathsObject = {
  '/api/notifications': {
    get: operation({
      tag,
      summary: 'The latest notifications',
      caller: 'user',
      answers: { 200: jsonAnswer(notificationListDto, 'The latest 30 and the unread count') },
    }),
  },
  '/api/notifications/read-all': {
    post: operation({
      tag,
      summary: 'Mark every notification read',
      caller: 'user',
      answers: { 200: jsonAnswer(markedReadDto, 'How many were marked') },
    }),
  },
  '/api/notifications/{id}/read': {
    post: operation({
      tag,
      summary: 'Mark one notification read',
      description: 'Only the caller’s own; any other id is a 404.',
      caller: 'user',
      params: { path: notificationIdInput },
      answers: { 204: noContent('Marked read') },
      errors: [400, 404],
    }),
  },
};
