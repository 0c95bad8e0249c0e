// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TChild } from '../../../shared/children';
import { SIBLING_MESSAGES } from '../../../shared/siblings';
import { toGenerateBody, type TStoryFormValues } from './story-form';
import { StoryForm } from './StoryForm';

const kid = (id: string, name: string, age: number) => ({ id, name, age }) as TChild;
const KIDS = [kid('a', 'Mia', 7), kid('b', 'Leo', 5), kid('c', 'Ada', 3), kid('d', 'Bo', 9)];

function renderForm(siblingsAllowed: boolean) {
  const onSubmit = vi.fn<(v: TStoryFormValues) => void>();
  render(
    <StoryForm
      kids={KIDS}
      initialChildId="a"
      state={{ phase: 'idle' }}
      onSubmit={onSubmit}
      onDismissProblem={() => undefined}
      siblingsAllowed={siblingsAllowed}
    />,
  );
  return onSubmit;
}

describe('siblings in the story form', () => {
  it('lets a Family parent add up to two brothers and sisters, and sends them after the paying child', () => {
    const onSubmit = renderForm(true);
    const also = screen.getByRole('group', { name: SIBLING_MESSAGES.formLegend });
    expect(within(also).queryByRole('checkbox', { name: 'Mia' })).toBeNull();
    fireEvent.click(within(also).getByRole('checkbox', { name: 'Leo' }));
    fireEvent.click(within(also).getByRole('checkbox', { name: 'Ada' }));
    // Three children is the most a story holds.
    expect(within(also).getByRole('checkbox', { name: 'Bo' })).toHaveProperty('disabled', true);
    expect(screen.getByText(SIBLING_MESSAGES.formHint('Mia'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values === undefined ? undefined : toGenerateBody(values).childIds).toEqual(['a', 'b', 'c']);
  });

  it('drops a sibling who becomes the paying child', () => {
    const onSubmit = renderForm(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Leo' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Child/ }), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values === undefined ? undefined : toGenerateBody(values)).not.toHaveProperty('childIds');
  });

  it('is not offered on a plan without siblings', () => {
    renderForm(false);
    expect(screen.queryByRole('group', { name: SIBLING_MESSAGES.formLegend })).toBeNull();
  });
});
