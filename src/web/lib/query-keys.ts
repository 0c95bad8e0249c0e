/** TanStack Query keys used across features. */
export const QUERY_KEYS = {
  me: ['identity', 'me'],
  publicConfig: ['config'],
} as const;
