import {
  approvePath,
  byTokenPath,
  invitationPath,
  storyInvitationsPath,
  tokenTakePath,
  type TCreatedInvitation,
  type TInvitation,
  type TInvitationCreate,
  type TInvitationView,
} from '../../../../shared/invitations';
import { apiGet, apiSend } from '../../../lib/api';
import { uploadTake, type TRecorderApi } from '../recorder/recordings-api';

/** The story's invitations, kept fresh after each create, revoke, approve and delete. */
export const invitationsKey = (storyId: string) => ['invitations', storyId] as const;

export const createInvitation = async (storyId: string, input: TInvitationCreate) =>
  (await apiSend<{ data: TCreatedInvitation }>('POST', storyInvitationsPath(storyId), input)).data;

export const listInvitations = async (storyId: string) =>
  (await apiGet<{ data: TInvitation[] }>(storyInvitationsPath(storyId))).data;

export const revokeInvitation = (id: string) => apiSend<null>('DELETE', invitationPath(id));

export const approveRecording = (recordingId: string) => apiSend<unknown>('POST', approvePath(recordingId));

/** The relative's page: the story's sentences and the child's first name (no account). */
export const getInvitation = async (token: string) =>
  (await apiGet<{ data: TInvitationView }>(byTokenPath(encodeURIComponent(token)))).data;

interface TPublicRecording {
  id: string;
  taken: number[];
}

/** The recorder's adapter for a relative: the invitation's one recording, by the link's token. */
export function invitationRecorderApi(token: string, view: TInvitationView): TRecorderApi {
  const path = byTokenPath(encodeURIComponent(token));
  const named = (r: TPublicRecording) => ({ id: r.id, name: view.name, taken: r.taken });
  return {
    resume: async () => {
      const open = (await getInvitation(token)).recording;
      return open?.status === 'recording' ? named(open) : null;
    },
    start: async () => named((await apiSend<{ data: TPublicRecording }>('POST', `${path}/recording`)).data),
    upload: (_id, sentence, wav, onRetry) =>
      uploadTake(tokenTakePath(encodeURIComponent(token), sentence), wav, onRetry),
    finish: () => apiSend<unknown>('POST', `${path}/recording/finish`),
  };
}
