// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_LABELS } from '../../../shared/player-labels';
import { PlayerProvider, usePlayer } from './player-context';
import { PlayerBar } from './PlayerBar';
import type { TPlayerItem } from './player-queue';

const STORY: TPlayerItem = {
  id: 'story-1',
  title: 'The Quiet Comet',
  childName: 'Mia',
  audioUrl: '/api/stories/story-1/audio',
  duration: 95,
  timings: [],
  readerPath: '/read/story-1',
};

// jsdom has <audio> but plays nothing: play and pause flip the element's state as a browser does.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup(); // unmount (which pauses) while the stubs are in place
  vi.restoreAllMocks();
});

function Listen() {
  const player = usePlayer();
  return (
    <button type="button" onClick={() => player.playItem(STORY)}>
      Listen here
    </button>
  );
}

/** Two screens under one shell, as the app has: the bar belongs to the shell, not the reader. */
function App() {
  return (
    <PlayerProvider>
      <Routes>
        <Route path="/read/story-1" element={<Listen />} />
        <Route path="/kids" element={<p>Kids screen</p>} />
      </Routes>
      <Link to="/kids">Kids</Link>
      <PlayerBar />
    </PlayerProvider>
  );
}

describe('the player bar', () => {
  it('is absent until a story is loaded, then names it and follows the parent to another screen', async () => {
    render(
      <MemoryRouter initialEntries={['/read/story-1']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: PLAYER_LABELS.playerBar })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Listen here' })));
    const bar = screen.getByRole('region', { name: PLAYER_LABELS.playerBar });
    expect(bar.textContent).toContain('The Quiet Comet');
    // On the story's own reader, no link to the reader it is in.
    expect(screen.queryByRole('link', { name: PLAYER_LABELS.openReader })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Kids' })));
    expect(screen.getByText('Kids screen')).toBeTruthy();
    expect(screen.getByRole('region', { name: PLAYER_LABELS.playerBar }).textContent).toContain(
      'The Quiet Comet',
    );
    expect(screen.getByRole('link', { name: PLAYER_LABELS.openReader }).getAttribute('href')).toBe(
      '/read/story-1',
    );
  });

  it('pauses and plays, and the close button unloads it', async () => {
    render(
      <MemoryRouter initialEntries={['/read/story-1']}>
        <App />
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Listen here' })));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: PLAYER_LABELS.pauseNarration })),
    );
    expect(screen.getByRole('button', { name: PLAYER_LABELS.playNarration })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PLAYER_LABELS.playNarration })));
    expect(screen.getByRole('button', { name: PLAYER_LABELS.pauseNarration })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PLAYER_LABELS.closePlayer })));
    expect(screen.queryByRole('region', { name: PLAYER_LABELS.playerBar })).toBeNull();
  });
});
