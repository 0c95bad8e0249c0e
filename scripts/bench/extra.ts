import { closedLoop, openLoop } from './load.js';
import { wrkThroughput } from './wrk.js';

/** Library reads: the bench user's 200 stories (seeded by seed.ts before this server started). */
export async function extraBenches(
  base: string,
  _headers: Record<string, string>,
  cookie: string,
): Promise<Record<string, unknown>> {
  // As a browser asks: with its cookies and accepting gzip.
  const headers = { cookie, 'accept-encoding': 'gzip' };
  const library = { method: 'GET', path: '/api/stories/all', headers };
  await closedLoop(base, library, 8, 2); // warm-up: first reads fill the cache and the JIT
  // The fixed-rate run first: a keep-alive socket left idle during the wrk runs would be closed under it.
  const libraryReadAt500PerSecond = await openLoop(base, () => library, 500, 5);
  return {
    libraryReadAt500PerSecond,
    libraryReadThroughput: wrkThroughput(`${base}/api/stories/all`, headers) ?? {
      tool: 'node closed loop (install wrk for a truer figure)',
      ...(await closedLoop(base, library, 16, 5)),
    },
    libraryReadUncompressed: wrkThroughput(`${base}/api/stories/all`, { cookie }, 5),
  };
}
