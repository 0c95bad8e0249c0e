import type { TCreatedShare, TShare, TShareExpiryDays } from '../../../shared/shares';
import { apiGet, apiSend } from '../../lib/api';

/** The parent's share links (GET /api/shares), kept fresh after each create and revoke. */
export const SHARES_KEY = ['shares'] as const;

export async function createShare(storyId: string, expiresInDays: TShareExpiryDays): Promise<TCreatedShare> {
  const path = `/api/stories/${encodeURIComponent(storyId)}/shares`;
  return (await apiSend<{ data: TCreatedShare }>('POST', path, { expiresInDays })).data;
}

export async function listShares(signal?: AbortSignal): Promise<TShare[]> {
  return (await apiGet<{ data: TShare[] }>('/api/shares', { signal })).data;
}

export async function revokeShare(id: string): Promise<void> {
  await apiSend('DELETE', `/api/shares/${encodeURIComponent(id)}`);
}
