import { closedLoop, openLoop } from './load.js';

/** Library reads: the bench user's 200 stories (seeded by seed.ts before this server started). */
export async function extraBenches(
  base: string,
  _headers: Record<string, string>,
  cookie: string,
): Promise<Record<string, unknown>> {
  const library = { method: 'GET', path: '/api/stories/all', headers: { cookie } };
  return {
    libraryReadClosedLoop16: await closedLoop(base, library, 16, 5),
    libraryReadAt500PerSecond: await openLoop(base, () => library, 500, 5),
  };
}
