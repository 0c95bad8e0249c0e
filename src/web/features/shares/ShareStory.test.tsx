// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARE_UI, type TShare } from '../../../shared/shares';
import { renderApp, stubApi } from '../../test/render';
import { SharedLinks } from './SharedLinks';
import { ShareStory } from './ShareStory';

const STORY_ID = '0b7f7f4e-0000-4000-8000-0000000000aa';
const SHARE_ID = '0b7f7f4e-0000-4000-8000-0000000000bb';
const URL_ = `http://localhost:3000/s/${'x'.repeat(43)}`;

const share = (over: Partial<TShare>): TShare => ({
  id: SHARE_ID,
  storyId: STORY_ID,
  storyTitle: 'Mia and the Moon',
  createdAt: '2026-11-28T19:00:00.000Z',
  expiresAt: '2026-12-05T19:00:00.000Z',
  revokedAt: null,
  status: 'active',
  ...over,
});

/** The JSON body of the stubbed fetch's call to `path`. */
const bodyOf = (path: string) => {
  const call = vi.mocked(fetch).mock.calls.find(([input]) => input === path);
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
};

afterEach(() => vi.unstubAllGlobals());

describe('share this story', () => {
  it('picks how long the link works, creates it, shows it and copies it', async () => {
    const api = stubApi({
      [`/api/stories/${STORY_ID}/shares`]: { status: 201, body: { data: { id: SHARE_ID, url: URL_ } } },
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp(<ShareStory storyId={STORY_ID} />);

    fireEvent.click(screen.getByRole('button', { name: SHARE_UI.shareButton }));
    const dialog = screen.getByRole('dialog', { name: SHARE_UI.dialogTitle });
    const expiry = within(dialog).getByRole('combobox', { name: SHARE_UI.expiryLabel });
    expect((expiry as HTMLSelectElement).value).toBe('7');
    fireEvent.change(expiry, { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: SHARE_UI.create }));

    const link = await within(dialog).findByRole('textbox', { name: SHARE_UI.linkLabel });
    expect((link as HTMLInputElement).value).toBe(URL_);
    expect(bodyOf(`/api/stories/${STORY_ID}/shares`)).toEqual({ expiresInDays: 30 });
    expect(api.calls).toEqual([`/api/stories/${STORY_ID}/shares`]);

    fireEvent.click(within(dialog).getByRole('button', { name: SHARE_UI.copy }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(SHARE_UI.copied);
    expect(writeText).toHaveBeenCalledWith(URL_);

    fireEvent.click(within(dialog).getByRole('button', { name: SHARE_UI.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the link was not created, and keeps the choice', async () => {
    stubApi({ [`/api/stories/${STORY_ID}/shares`]: { status: 500, body: { error: 'x' } } });
    renderApp(<ShareStory storyId={STORY_ID} />);
    fireEvent.click(screen.getByRole('button', { name: SHARE_UI.shareButton }));
    const dialog = screen.getByRole('dialog', { name: SHARE_UI.dialogTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: SHARE_UI.create }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SHARE_UI.failed);
    expect(within(dialog).getByRole('combobox', { name: SHARE_UI.expiryLabel })).toBeTruthy();
  });
});

describe('shared links', () => {
  it('lists the active links only, and turns one off', async () => {
    const api = stubApi({
      '/api/shares': {
        data: [
          share({}),
          share({
            id: 'revoked',
            storyTitle: 'Old one',
            status: 'revoked',
            revokedAt: '2026-11-28T20:00:00.000Z',
          }),
        ],
      },
      [`/api/shares/${SHARE_ID}`]: null,
    });
    renderApp(<SharedLinks />);
    const list = await screen.findByRole('list', { name: SHARE_UI.listTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Mia and the Moon' }).getAttribute('href')).toBe(
      `/read/${STORY_ID}`,
    );
    expect(screen.queryByText('Old one')).toBeNull();

    api.routes['/api/shares'] = {
      data: [share({ status: 'revoked', revokedAt: '2026-11-29T08:00:00.000Z' })],
    };
    fireEvent.click(within(list).getByRole('button', { name: SHARE_UI.revokeLabel('Mia and the Moon') }));
    expect(await screen.findByText(SHARE_UI.listEmpty)).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain(`/api/shares/${SHARE_ID}`));
    const revoke = vi.mocked(fetch).mock.calls.find(([input]) => input === `/api/shares/${SHARE_ID}`);
    expect((revoke?.[1] as RequestInit).method).toBe('DELETE');
  });
});
