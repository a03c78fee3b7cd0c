/** The marketplace and a catch's page. */
export const catalogMessages = {
  catchNotFound: 'Catch not found',
} as const;
