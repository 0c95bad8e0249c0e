import { describe, expect, it } from 'vitest';
import {
  offlineRuleFor,
  planRecent,
  shellMayAnswer,
  storyAudioPath,
  storyDataPath,
  storyIdOf,
} from './cache-rules';

const ORIGIN = 'https://moonlit.example';
const rule = (path: string, method = 'GET', origin = ORIGIN) =>
  offlineRuleFor(new URL(path, origin), method, ORIGIN);
const A = '0b6c1f3e-8f9a-4c1d-9e2b-3a4b5c6d7e8f';
const B = '1b6c1f3e-8f9a-4c1d-9e2b-3a4b5c6d7e8f';
const C = '2b6c1f3e-8f9a-4c1d-9e2b-3a4b5c6d7e8f';

describe('offlineRuleFor', () => {
  it('never caches sign-in, the session or account matters', () => {
    for (const path of [
      '/api/auth/me',
      '/api/auth/profile',
      '/api/identity/get-session',
      '/api/identity/sign-in/email',
      '/api/admin/users',
      '/api/subscriptions/status',
      '/api/public/subscriptions/send-activation',
    ])
      expect(rule(path), path).toBe('never');
  });

  it('caches the first screen reads of the library and the reader', () => {
    for (const path of [
      '/api/stories',
      '/api/stories?childId=' + A,
      '/api/children',
      '/api/series',
      storyDataPath(A),
    ])
      expect(rule(path), path).toBe('data');
  });

  it('treats a story narration as audio', () => {
    expect(rule(storyAudioPath(A))).toBe('audio');
  });

  it('leaves everything else to the network', () => {
    expect(rule('/api/stories?cursor=abc')).toBe('never');
    expect(rule('/api/stories/all')).toBe('never');
    expect(rule('/api/stories/not-a-uuid')).toBe('never');
    expect(rule(`/api/stories/${A}/audio/status`)).toBe('never');
    expect(rule('/api/shares')).toBe('never');
    expect(rule('/api/stories/credits/status')).toBe('never');
    expect(rule('/api/config')).toBe('never'); // read signed out too: it must not make a family cache
    expect(rule('/api/books/x.pdf')).toBe('never');
    expect(rule('/s/token/audio')).toBe('never');
  });

  it('never caches a change or another origin', () => {
    expect(rule(storyDataPath(A), 'DELETE')).toBe('never');
    expect(rule('/api/stories/generate', 'POST')).toBe('never');
    expect(rule(storyDataPath(A), 'GET', 'https://elsewhere.example')).toBe('never');
  });
});

describe('shellMayAnswer', () => {
  it('answers app paths, not the API, share pages or another origin', () => {
    const may = (path: string, origin = ORIGIN) => shellMayAnswer(new URL(path, origin), ORIGIN);
    expect(may('/')).toBe(true);
    expect(may('/library')).toBe(true);
    expect(may(`/read/${A}`)).toBe(true);
    expect(may('/api/auth/me')).toBe(false);
    expect(may('/s/abc')).toBe(false);
    expect(may('/sandbox/checkout')).toBe(false);
    expect(may('/library', 'https://elsewhere.example')).toBe(false);
  });
});

describe('storyIdOf', () => {
  it('names the story of a story or narration URL', () => {
    expect(storyIdOf(storyDataPath(A))).toBe(A);
    expect(storyIdOf(storyAudioPath(A))).toBe(A);
    expect(storyIdOf('/api/children')).toBeNull();
  });
});

describe('planRecent', () => {
  it('fetches the page stories and the newest narrations up to the limit', () => {
    const plan = planRecent(
      [
        { id: A, hasAudio: true },
        { id: B, hasAudio: true },
        { id: C, hasAudio: true },
      ],
      [],
      new Set(),
      2,
    );
    expect(plan.fetch).toEqual([
      storyDataPath(A),
      storyAudioPath(A),
      storyDataPath(B),
      storyAudioPath(B),
      storyDataPath(C),
    ]);
    expect(plan.drop).toEqual([]);
  });

  it('skips what is cached or kept, and drops stories gone from the page', () => {
    const plan = planRecent(
      [
        { id: A, hasAudio: true },
        { id: B, hasAudio: false },
      ],
      ['/api/stories', storyDataPath(A), storyDataPath(C), storyAudioPath(C)],
      new Set([B]),
    );
    expect(plan.fetch).toEqual([storyAudioPath(A)]);
    expect(plan.drop).toEqual([storyDataPath(C), storyAudioPath(C)]);
  });
});
