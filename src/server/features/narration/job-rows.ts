import { storyAudioJobs } from '../../platform/db/schema/audio.js';
import { jobRowMachine, jobRows } from '../../platform/jobs/job-row.js';

/**
 * A story's narration job row (story_audio_job, one per story) on the one job-row state machine
 * (platform/jobs/job-row.ts), in the spec's words: GET /api/stories/{id}/audio/status answers them.
 */
export const audioJobMachine = jobRowMachine({
  queued: 'queued',
  running: ['running'],
  done: 'ready',
  failed: 'failed',
} as const);

export const audioJobRows = jobRows(storyAudioJobs, storyAudioJobs.storyId, audioJobMachine);

export type AudioJobRow = typeof storyAudioJobs.$inferSelect;
