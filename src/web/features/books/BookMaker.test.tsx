// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOK_LABELS } from '../../../shared/books-ui';
import type { TBook } from '../../../shared/books';
import type { TStorySummary } from '../../../shared/stories';
import { renderApp, stubApi } from '../../test/render';
import BookMaker from './BookMaker';

const BOOK_ID = '0b7f7f4e-0000-4000-8000-00000000b00c';

const story = (n: number, title: string): TStorySummary => ({
  id: `0b7f7f4e-0000-4000-8000-00000000000${n}`,
  title,
  childId: null,
  childName: 'Mia',
  theme: 'bedtime',
  createdAt: `2026-11-0${n}T19:00:00.000Z`,
  readingTime: 3,
  audio: { hasAudio: false, duration: null, audioUrl: null },
  cover: null,
  excerpt: '',
});

afterEach(() => vi.unstubAllGlobals());

describe('Make a book', () => {
  it('picks stories by their labels, a page size, then shows the download link when the job is done', async () => {
    const done: TBook = {
      id: BOOK_ID,
      status: 'done',
      progress: 1,
      pageCount: 5,
      storyCount: 2,
      pageSize: 'A5',
    };
    const api = stubApi({
      '/api/books': { status: 202, body: { id: BOOK_ID } },
      [`/api/books/${BOOK_ID}`]: done,
    });
    // Newest first, as the library lists them.
    const stories = [story(2, 'The Owl Who Counted Stars'), story(1, 'Mia and the Silver Moon')];
    renderApp(<BookMaker stories={stories} onClose={() => undefined} />);
    const submit = screen.getByRole('button', { name: BOOK_LABELS.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /The Owl Who Counted Stars/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Mia and the Silver Moon/ }));
    fireEvent.click(screen.getByRole('radio', { name: BOOK_LABELS.pageSizes['half-letter'] }));
    expect(screen.getByText(BOOK_LABELS.selected(2))).toBeTruthy();
    fireEvent.click(submit);
    const link = await screen.findByRole('link', { name: BOOK_LABELS.download });
    expect(link.getAttribute('href')).toBe(`/api/books/${BOOK_ID}.pdf`);
    expect(screen.getByText(BOOK_LABELS.ready(5))).toBeTruthy();
    expect(api.calls).toContain('/api/books');
    // The book reads oldest first.
    const sent = vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/books')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({
      storyIds: [stories[1]!.id, stories[0]!.id],
      pageSize: 'half-letter',
    });
  });
});
