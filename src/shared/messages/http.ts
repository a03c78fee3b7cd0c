/** Answers about the request itself rather than any one domain: its origin, body, query and path. */
export const httpMessages = {
  crossOrigin: 'Cross-origin request refused',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON body',
  expectedJsonObject: 'Expected a JSON object',
  malformedInput: 'Malformed request input',
  malformedPath: 'Malformed request path',
  batchTooLarge: (max: number) => `Too many calls in one request: send at most ${max} at a time.`,
  repeatedParameter: 'Give this parameter once',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable:
    'BayCatch cannot reach its database right now. Nothing was changed; please try again in a moment.',
  tooManyRequests: 'Too many requests in a short time. Wait a moment and try again.',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
} as const;
