// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_MESSAGES as M, type TInvitation } from '../../../../shared/invitations';
import { formatDate } from '../../../lib/format';
import { renderApp, stubApi } from '../../../test/render';
import { InviteToRecord } from './InviteToRecord';
import { RecordInvitationPage } from './RecordInvitationPage';

const STORY_ID = '0b7f7f4e-0000-4000-8000-0000000000aa';
const RECORDING_ID = '0b7f7f4e-0000-4000-8000-0000000000cc';
const TOKEN = 'x'.repeat(43);
const LIST = `/api/stories/${STORY_ID}/invitations`;

const invitation = (over: Partial<TInvitation>): TInvitation => ({
  id: '0b7f7f4e-0000-4000-8000-0000000000bb',
  name: 'Grandma',
  email: null,
  createdAt: '2026-11-28T19:00:00.000Z',
  expiresAt: '2026-12-12T19:00:00.000Z',
  status: 'waiting',
  recordingId: null,
  audioUrl: null,
  removesAt: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('inviting someone to record', () => {
  it('creates a link with the name and the optional address, and shows it to copy', async () => {
    // The list (GET) is empty; the POST to the same path answers the new link.
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? json(201, { data: { id: 'i1', url: `http://localhost/record/${TOKEN}` } })
          : json(200, { data: [] }),
      ),
    );
    renderApp(<InviteToRecord storyId={STORY_ID} />);
    fireEvent.click(screen.getByRole('button', { name: M.inviteTitle }));
    fireEvent.change(screen.getByRole('textbox', { name: M.inviteName }), { target: { value: 'Grandma' } });
    fireEvent.change(screen.getByRole('textbox', { name: M.inviteEmail }), {
      target: { value: 'gran@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: M.invite }));
    expect(await screen.findByRole('textbox', { name: M.linkLabel })).toHaveProperty(
      'value',
      `http://localhost/record/${TOKEN}`,
    );
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => (init as RequestInit)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      name: 'Grandma',
      email: 'gran@example.com',
    });
    expect(screen.getByText(M.mailed)).toBeTruthy();
  });

  it('offers Listen, Approve and Delete for a recording waiting for approval, Revoke while the link lives', async () => {
    stubApi({
      [LIST]: {
        data: [
          invitation({
            name: 'Grandma',
            status: 'recorded',
            recordingId: RECORDING_ID,
            audioUrl: `/api/recordings/${RECORDING_ID}/audio`,
          }),
          invitation({ id: 'i2', name: 'Grandpa', status: 'waiting' }),
          invitation({ id: 'i3', name: 'Auntie', status: 'revoked' }),
        ],
      },
      [`/api/recordings/${RECORDING_ID}/approve`]: { data: {} },
    });
    renderApp(<InviteToRecord storyId={STORY_ID} />);
    const rows = await screen.findAllByRole('listitem');
    const [grandma, grandpa, auntie] = rows.map((r) => within(r));
    expect(grandma!.getByText(M.status.recorded)).toBeTruthy();
    expect(grandma!.getByRole('button', { name: M.listen('Grandma') })).toBeTruthy();
    expect(grandma!.getByRole('button', { name: M.remove('Grandma') })).toBeTruthy();
    expect(grandpa!.queryByRole('button', { name: M.approve('Grandpa') })).toBeNull();
    expect(grandpa!.getByRole('button', { name: M.revoke('Grandpa') })).toBeTruthy();
    expect(auntie!.queryAllByRole('button')).toEqual([]);
    fireEvent.click(grandma!.getByRole('button', { name: M.approve('Grandma') }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([p]) => p)).toContain(
        `/api/recordings/${RECORDING_ID}/approve`,
      ),
    );
  });

  it('says until when a waiting voice is kept, and offers a revoked link’s saved voice to approve or delete', async () => {
    const REMOVES_AT = '2026-12-28T12:00:00.000Z';
    stubApi({
      [LIST]: {
        data: [
          invitation({
            name: 'Grandma',
            status: 'recorded',
            recordingId: RECORDING_ID,
            audioUrl: `/api/recordings/${RECORDING_ID}/audio`,
            removesAt: REMOVES_AT,
          }),
          invitation({
            id: 'i2',
            name: 'Grandpa',
            status: 'revokedRecorded',
            recordingId: 'r2',
            audioUrl: '/api/recordings/r2/audio',
            removesAt: REMOVES_AT,
          }),
        ],
      },
    });
    renderApp(<InviteToRecord storyId={STORY_ID} />);
    const [grandma, grandpa] = (await screen.findAllByRole('listitem')).map((r) => within(r));
    const day = formatDate(REMOVES_AT);
    expect(day).toMatch(/28/);
    expect(grandma!.getByText(M.recordedUntil(day))).toBeTruthy();
    expect(grandpa!.getByText(M.revokedRecordedUntil(day))).toBeTruthy();
    for (const action of [M.listen, M.approve, M.remove])
      expect(grandpa!.getByRole('button', { name: action('Grandpa') })).toBeTruthy();
    // The link is revoked already: nothing to revoke again.
    expect(grandpa!.queryByRole('button', { name: M.revoke('Grandpa') })).toBeNull();
  });

  it('shows one calm message for a link that does not work', async () => {
    stubApi({
      [`/api/invitations/by-token/${TOKEN}`]: { status: 404, body: { error: M.gone, code: 'NOT_FOUND' } },
    });
    renderApp(<RecordInvitationPage token={TOKEN} />);
    expect(await screen.findByText(M.gone)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: M.goneTitle })).toBeTruthy();
  });
});
