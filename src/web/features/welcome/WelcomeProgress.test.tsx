// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_RUN_MESSAGES } from '../../../shared/design-messages';
import { WelcomeProgress } from './WelcomeProgress';

describe("the first-run guide's progress", () => {
  it('says the step once, in a named group; the dots are only a picture', () => {
    const { container } = render(<WelcomeProgress step={2} total={2} />);
    const group = screen.getByRole('group', { name: FIRST_RUN_MESSAGES.progressLabel });
    expect(group.textContent).toBe(FIRST_RUN_MESSAGES.stepOf(2, 2));
    expect(screen.getAllByText(FIRST_RUN_MESSAGES.stepOf(2, 2))).toHaveLength(1);
    const dots = container.querySelector('ol');
    expect(dots?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('.welcome__dot--on')).toHaveLength(2);
  });
});
