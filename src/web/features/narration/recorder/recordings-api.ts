import { storyRecordingsPath, takeUploadPath } from '../../../../shared/recordings-ui';
import type { TRecording, TTakeSaved } from '../../../../shared/recordings';
import { ApiError, apiGet, apiSend, errorFromBody, NETWORK_ERROR_CODE } from '../../../lib/api';

export const listRecordings = async (storyId: string) =>
  (await apiGet<{ data: TRecording[] }>(storyRecordingsPath(storyId))).data;

export const createRecording = async (storyId: string, name: string) =>
  (await apiSend<{ data: TRecording }>('POST', storyRecordingsPath(storyId), { name })).data;

export const finishRecording = async (id: string) =>
  (await apiSend<{ data: TRecording }>('POST', `/api/recordings/${id}/finish`)).data;

export const deleteRecording = (id: string) => apiSend<null>('DELETE', `/api/recordings/${id}`);

/** A recording as the recorder needs it: which sentences are taken already. */
export interface TRecorderRecording {
  id: string;
  name: string;
  taken: number[];
}

/**
 * Where the recorder sends its takes: the parent's own story routes, or a relative's invitation
 * (by its token, with no account). One recorder, two adapters.
 */
export interface TRecorderApi {
  /** An unfinished recording to pick up where it was left, or null. */
  resume(): Promise<TRecorderRecording | null>;
  start(name: string): Promise<TRecorderRecording>;
  upload(id: string, sentence: number, wav: Blob, onRetry: () => void): Promise<TTakeSaved>;
  finish(id: string): Promise<unknown>;
}

/** The parent's own voice for their story (a relative's unfinished recording is not resumed here). */
export function storyRecorderApi(storyId: string): TRecorderApi {
  return {
    resume: async () =>
      (await listRecordings(storyId)).find((r) => r.status === 'recording' && !r.invitationId) ?? null,
    start: (name) => createRecording(storyId, name),
    upload: (id, sentence, wav, onRetry) => uploadTake(takeUploadPath(id, sentence), wav, onRetry),
    finish: finishRecording,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth sending again: the connection dropped or the server was briefly unavailable. */
const transient = (err: ApiError) =>
  err.code === NETWORK_ERROR_CODE || err.status >= 500 || err.status === 429;

/**
 * PUT one sentence's WAV to `path`. The PUT is idempotent (the same sentence again replaces it), so on a
 * flaky connection the sentence is simply sent again, up to `attempts` times with growing waits;
 * `onRetry` lets the screen say so. A refusal (4xx) is final and thrown as it came.
 */
export async function uploadTake(
  path: string,
  wav: Blob,
  onRetry: () => void = () => undefined,
  attempts = 5,
): Promise<TTakeSaved> {
  for (let attempt = 1; ; attempt++) {
    let error: ApiError;
    try {
      const res = await fetch(path, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'audio/wav', Accept: 'application/json' },
        body: wav,
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.ok) return (body as { data: TTakeSaved }).data;
      error = errorFromBody(res.status, body, res.statusText || 'Upload failed');
    } catch (cause) {
      error = new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : 'Network error');
    }
    if (!transient(error) || attempt >= attempts) throw error;
    onRetry();
    await sleep(Math.min(8000, 500 * 2 ** attempt));
  }
}
