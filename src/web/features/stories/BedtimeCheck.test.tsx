// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BEDTIME_UI } from '../../../shared/bedtime-ui';
import type { TBedtimeFeedback } from '../../../shared/bedtime';
import type { TStory } from '../../../shared/stories';
import { renderApp, stubApi } from '../../test/render';
import { askAboutBedtime, BedtimeCheck } from './BedtimeCheck';

const STORY_ID = '0b7f7f4e-0000-4000-8000-0000000000aa';
const CHILD_ID = '0b7f7f4e-0000-4000-8000-000000000001';
const yesterday = new Date(Date.now() - 86_400_000).toISOString();
const story = { id: STORY_ID, childId: CHILD_ID, childName: 'Mia Rose', createdAt: yesterday } as TStory;
type TOne = Pick<TBedtimeFeedback, 'outcome' | 'learning'>;
const answer = (over: Partial<TOne> = {}, sibling?: TOne) => {
  const mia = { childId: CHILD_ID, name: 'Mia', outcome: null, learning: true, ...over };
  const leo = sibling && { childId: LEO_ID, name: 'Leo', ...sibling };
  return { data: { storyId: STORY_ID, ...mia, children: leo ? [mia, leo] : [mia] } };
};
const LEO_ID = '0b7f7f4e-0000-4000-8000-000000000002';

describe('how bedtime went', () => {
  it('is asked the morning after, never for tonight’s story or one whose child is gone', () => {
    const now = new Date('2026-11-29T08:00:00');
    expect(askAboutBedtime({ childId: CHILD_ID, createdAt: '2026-11-28T19:00:00' }, now)).toBe(true);
    expect(askAboutBedtime({ childId: CHILD_ID, createdAt: '2026-11-29T07:00:00' }, now)).toBe(false);
    expect(askAboutBedtime({ childId: null, createdAt: '2026-11-28T19:00:00' }, now)).toBe(false);
  });

  it('one tap saves the answer and says what happens next; the switch turns the adjustments off', async () => {
    const api = stubApi({ [`/api/stories/${STORY_ID}/bedtime`]: answer() });
    renderApp(<BedtimeCheck story={story} />);
    const choices = await screen.findByRole('group', { name: BEDTIME_UI.question('Mia') });
    expect(screen.queryByRole('status')).toBeNull();

    api.routes[`/api/stories/${STORY_ID}/bedtime`] = answer({ outcome: 'still_awake' });
    fireEvent.click(within(choices).getByRole('button', { name: 'Still awake' }));
    expect((await screen.findByRole('status')).textContent).toContain(BEDTIME_UI.thanks('Mia'));
    expect(within(choices).getByRole('button', { name: 'Still awake' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(choices).getByRole('button', { name: 'Too exciting' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    api.routes[`/api/stories/${STORY_ID}/bedtime/learning`] = answer({
      outcome: 'still_awake',
      learning: false,
    });
    fireEvent.click(screen.getByRole('button', { name: BEDTIME_UI.turnOff }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(BEDTIME_UI.thanksOff));
    expect(screen.getByRole('button', { name: BEDTIME_UI.turnOn })).toBeTruthy();
    expect(api.calls.filter((c) => c.endsWith('/bedtime/learning'))).toHaveLength(1);
  });

  it('a failed save says so and keeps the question', async () => {
    stubApi({ [`/api/stories/${STORY_ID}/bedtime`]: answer() });
    renderApp(<BedtimeCheck story={story} />);
    const choices = await screen.findByRole('group', { name: BEDTIME_UI.question('Mia') });
    const api = stubApi({ [`/api/stories/${STORY_ID}/bedtime`]: { status: 500, body: { error: 'x' } } });
    fireEvent.click(within(choices).getByRole('button', { name: 'Asleep at the end' }));
    expect((await screen.findByRole('alert')).textContent).toContain(BEDTIME_UI.failed);
    expect(screen.getByRole('group', { name: BEDTIME_UI.question('Mia') })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('a story for siblings asks for each child, and each tap names its child', async () => {
    const api = stubApi({
      [`/api/stories/${STORY_ID}/bedtime`]: answer({}, { outcome: null, learning: true }),
    });
    renderApp(<BedtimeCheck story={story} />);
    await screen.findByRole('group', { name: BEDTIME_UI.question('Mia') });
    const leo = screen.getByRole('group', { name: BEDTIME_UI.question('Leo') });
    api.routes[`/api/stories/${STORY_ID}/bedtime`] = answer({}, { outcome: 'too_exciting', learning: true });
    fireEvent.click(within(leo).getByRole('button', { name: 'Too exciting' }));
    expect((await screen.findByRole('status')).textContent).toContain(BEDTIME_UI.thanks('Leo'));
    expect(api.bodies.at(-1)).toEqual({ outcome: 'too_exciting', childId: LEO_ID });
    const mia = screen.getByRole('group', { name: BEDTIME_UI.question('Mia') });
    expect(within(mia).getByRole('button', { name: 'Too exciting' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
