// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TChild } from '../../../shared/children';
import { SERIES_MESSAGES, type TSeriesDetail } from '../../../shared/series';
import type { TStorySummary } from '../../../shared/stories';
import { toSeriesBody, type TStoryFormValues } from './story-form';
import { SeriesShelf } from './SeriesShelf';
import { StoryForm } from './StoryForm';

const chapter = (n: number, title: string) =>
  ({ id: `s${n}`, title, chapter: n }) as unknown as TStorySummary & { chapter: number };

const SERIES: TSeriesDetail = {
  id: 'series-1',
  childIds: ['a'],
  childName: 'Mia',
  chapters: 5,
  written: 2,
  options: { storyType: 'personalized_text', theme: 'space', storyLength: 'short' },
  title: 'Mia and the Star Lantern',
  status: 'open',
  createdAt: '2026-11-29T12:00:00.000Z',
  stories: [chapter(1, 'Mia and the Star Lantern'), chapter(2, 'Mia Finds the Little Star')],
};

function renderShelf(series: TSeriesDetail[], busy = false) {
  const onWriteNext = vi.fn<(s: TSeriesDetail) => void>();
  render(
    <MemoryRouter>
      <SeriesShelf series={series} writingId={null} busy={busy} onWriteNext={onWriteNext} />
    </MemoryRouter>,
  );
  return onWriteNext;
}

describe('the series shelf', () => {
  it('shows each series as one shelf with its chapters in order and the next chapter to write', () => {
    const onWriteNext = renderShelf([SERIES]);
    const shelf = screen.getByRole('region', { name: SERIES_MESSAGES.shelfLabel(SERIES.title ?? '') });
    expect(within(shelf).getByText(/Chapter 2 of 5/)).toBeTruthy();
    const links = within(shelf).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      SERIES_MESSAGES.chapterLink(1, 'Mia and the Star Lantern'),
      SERIES_MESSAGES.chapterLink(2, 'Mia Finds the Little Star'),
    ]);
    const next = within(shelf).getByRole('button', { name: /Write the next chapter/ });
    expect(next.getAttribute('aria-label')).toBe(SERIES_MESSAGES.writeNextLabel(3, SERIES.title ?? ''));
    fireEvent.click(next);
    expect(onWriteNext).toHaveBeenCalledWith(SERIES);
  });

  it('has no button once the series is finished, and none to press while another story is written', () => {
    renderShelf([{ ...SERIES, id: 'done', status: 'finished', written: 5 }]);
    expect(screen.queryByRole('button', { name: /Write the next chapter/ })).toBeNull();
    expect(screen.getByText(SERIES_MESSAGES.finishedNote)).toBeTruthy();
  });

  it('shows nothing when the family has no series', () => {
    renderShelf([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('"Make it a series" in the story form', () => {
  it('asks for the chapters and sends the children, the count and the options', () => {
    const onSubmit = vi.fn<(v: TStoryFormValues) => void>();
    render(
      <StoryForm
        kids={[{ id: 'a', name: 'Mia', age: 6 } as TChild]}
        initialChildId="a"
        state={{ phase: 'idle' }}
        onSubmit={onSubmit}
        onDismissProblem={() => undefined}
      />,
    );
    expect(screen.queryByRole('combobox', { name: SERIES_MESSAGES.formChapters })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: SERIES_MESSAGES.formToggle }));
    fireEvent.change(screen.getByRole('combobox', { name: SERIES_MESSAGES.formChapters }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: SERIES_MESSAGES.start }));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.series).toBe(true);
    expect(values === undefined ? undefined : toSeriesBody(values)).toMatchObject({
      childIds: ['a'],
      chapters: 3,
      storyType: 'personalized_text',
    });
  });
});
