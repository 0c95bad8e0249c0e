import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DAILY_UI,
  RESPOND_ASYNC,
  waitPhrase,
  type TDailyEstimates,
  type TAdminDailyStoryResponse,
  type TDailyGenerateInput,
  type TDailyJobResponse,
  type TDailySettings,
  type TDailyStats,
  type TDailyStatusFilter,
  type TDailyStory,
} from '../../../../shared/daily';
import { adminGet, adminSend } from '../admin-api';

export const DAILY_ADMIN_KEYS = {
  root: ['admin', 'daily'] as const,
  current: ['admin', 'daily', 'current'] as const,
  settings: ['admin', 'daily', 'settings'] as const,
  stats: ['admin', 'daily', 'stats'] as const,
  list: (filter: TDailyStatusFilter) => ['admin', 'daily', 'list', filter] as const,
  job: (id: string) => ['admin', 'daily', 'job', id] as const,
};

/** GET /api/admin/daily-story: today's story, hasStoryToday and the calendar's today. */
export function useCurrentDailyStory() {
  return useQuery({
    queryKey: DAILY_ADMIN_KEYS.current,
    queryFn: ({ signal }) => adminGet<TAdminDailyStoryResponse>('/api/admin/daily-story', signal),
  });
}

export function useDailyStats() {
  return useQuery({
    queryKey: DAILY_ADMIN_KEYS.stats,
    queryFn: async ({ signal }) =>
      (await adminGet<{ stats: TDailyStats }>('/api/admin/daily-story/stats', signal)).stats,
  });
}

export function useDailyStories(filter: TDailyStatusFilter) {
  return useQuery({
    queryKey: DAILY_ADMIN_KEYS.list(filter),
    queryFn: async ({ signal }) =>
      (await adminGet<{ stories: TDailyStory[] }>(`/api/admin/daily-stories?status=${filter}`, signal))
        .stories,
  });
}

/** Polls a generation or Add Audio job until it is ready or failed. */
export function useDailyJob(jobId: string | null) {
  return useQuery({
    queryKey: DAILY_ADMIN_KEYS.job(jobId ?? ''),
    queryFn: ({ signal }) => adminGet<TDailyJobResponse>(`/api/admin/daily-story/jobs/${jobId}`, signal),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.job.status;
      return status === 'ready' || status === 'failed' ? false : 700;
    },
  });
}

const asJob = { [RESPOND_ASYNC.header]: RESPOND_ASYNC.value };

/** Everything that changes daily stories refreshes every daily query. */
function useRefreshDaily() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DAILY_ADMIN_KEYS.root });
}

export function useStartGeneration() {
  return useMutation({
    mutationFn: (payload: TDailyGenerateInput) =>
      adminSend<TDailyJobResponse>('POST', '/api/admin/daily-story/generate', payload, asJob),
  });
}

export function useStartAudio() {
  return useMutation({
    mutationFn: (id: string) =>
      adminSend<TDailyJobResponse>('POST', `/api/admin/daily-story/${id}/generate-audio`, {}, asJob),
  });
}

export function useScheduleStory() {
  const refresh = useRefreshDaily();
  return useMutation({
    mutationFn: ({ id, publishDate }: { id: string; publishDate: string }) =>
      adminSend<{ message: string; story: TDailyStory }>('PUT', `/api/admin/daily-story/${id}/schedule`, {
        publishDate,
        status: 'scheduled',
      }),
    onSuccess: refresh,
  });
}

export function useDeleteDaily() {
  const refresh = useRefreshDaily();
  return useMutation({
    mutationFn: (where: { id: string } | { date: string }) =>
      adminSend<{ message: string }>(
        'DELETE',
        'id' in where ? `/api/admin/daily-story/id/${where.id}` : `/api/admin/daily-story/date/${where.date}`,
      ),
    onSuccess: refresh,
  });
}

/** GET /api/admin/daily-story/settings: the automatic story's switch. */
export function useDailySettings() {
  return useQuery({
    queryKey: DAILY_ADMIN_KEYS.settings,
    queryFn: async ({ signal }) =>
      (await adminGet<{ settings: TDailySettings }>('/api/admin/daily-story/settings', signal)).settings,
  });
}

/** Switching it on may publish today's story at once: every daily query is refreshed. */
export function useSetAutoPublish() {
  const refresh = useRefreshDaily();
  return useMutation({
    mutationFn: (autoPublish: boolean) =>
      adminSend<{ settings: TDailySettings }>('PUT', '/api/admin/daily-story/settings', { autoPublish }),
    onSuccess: refresh,
  });
}

export { useRefreshDaily };

/**
 * GET /api/admin/daily-story/estimates: how long generating takes here, measured (issue 26).
 * Read again after each job, so the next warning follows what the last one took.
 */
export function useDailyEstimates() {
  return useQuery({
    queryKey: [...DAILY_ADMIN_KEYS.settings, 'estimates'],
    queryFn: async ({ signal }) =>
      (await adminGet<{ estimates: TDailyEstimates }>('/api/admin/daily-story/estimates', signal)).estimates,
    staleTime: 30_000,
  });
}

/** The generator's and Add Audio's words, with the measured wait where there is one. */
export function useWaitWords() {
  const e = useDailyEstimates().data;
  const story = waitPhrase(e?.storySeconds ?? null, DAILY_UI.specStoryWait);
  const both = waitPhrase(e?.storyAndAudioSeconds ?? null, DAILY_UI.specAudioWait);
  const audio = waitPhrase(e?.audioSeconds ?? null, DAILY_UI.specAudioWait);
  return {
    draftHint: DAILY_UI.createDraftHintMeasured(story),
    withAudioHint: DAILY_UI.createWithAudioHintMeasured(both),
    audioConfirm:
      e?.storyAndAudioSeconds == null ? DAILY_UI.audioConfirm : DAILY_UI.audioConfirmMeasured(both),
    addAudioConfirm:
      e?.audioSeconds == null ? DAILY_UI.addAudioConfirm : DAILY_UI.addAudioConfirmMeasured(audio),
  };
}
