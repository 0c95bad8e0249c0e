import { sql } from 'drizzle-orm';
import type { TDailyEstimates } from '../../../shared/daily.js';
import type { Db } from '../../platform/db/client.js';

/** How many finished jobs of each kind the estimate reads: recent enough to follow a new voice. */
const RECENT = 20;

/**
 * The admin's wait, measured (issue 26): the median time from asking to ready of the recent
 * finished jobs of each kind, on this deployment with its voice and writer. Null for a kind with
 * no finished job yet (the screen then says the spec's 10-20 / 60-90 seconds).
 */
export async function measuredEstimates(db: Db): Promise<TDailyEstimates> {
  const rows = await db.execute<{ kind: string; seconds: number | string | null }>(sql`
    SELECT j.kind, percentile_cont(0.5) WITHIN GROUP (ORDER BY j.seconds) AS seconds
    FROM (
      SELECT CASE WHEN kind = 'audio' THEN 'audio' WHEN include_audio THEN 'storyAndAudio' ELSE 'story' END AS kind,
        extract(epoch FROM updated_at - created_at) AS seconds,
        row_number() OVER (
          PARTITION BY CASE WHEN kind = 'audio' THEN 'audio' WHEN include_audio THEN 'storyAndAudio' ELSE 'story' END
          ORDER BY updated_at DESC
        ) AS n
      FROM daily_story_job WHERE status = 'ready'
    ) j
    WHERE j.n <= ${RECENT}
    GROUP BY j.kind`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    kind: string;
    seconds: number | string | null;
  }[];
  const of = (kind: string) => {
    const v = list.find((r) => r.kind === kind)?.seconds;
    return v === undefined || v === null ? null : Math.max(1, Math.ceil(Number(v)));
  };
  return { storySeconds: of('story'), storyAndAudioSeconds: of('storyAndAudio'), audioSeconds: of('audio') };
}
