import type { TDailyPublicResponse } from '../../../shared/daily';
import { apiGet, apiSend } from '../../lib/api';

/** GET /api/stories/daily/public: today's story (each call counts a view). */
export function fetchDailyStory(signal?: AbortSignal): Promise<TDailyPublicResponse> {
  return apiGet<TDailyPublicResponse>('/api/stories/daily/public', { signal });
}

/** POST /api/stories/daily/public/play: sent once per view, on its first play. */
export function reportDailyPlay(storyId: string, viewId: string): Promise<{ counted: boolean }> {
  return apiSend<{ counted: boolean }>('POST', '/api/stories/daily/public/play', { storyId, viewId });
}
