// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './Dialog';

describe('a notice with an upsell', () => {
  it('has a Close button that only closes; the action button is the one way on', () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    render(
      <NoticeDialog
        open
        title="Credit Limit Reached"
        actionLabel="View Plans"
        dismissLabel="Close"
        onAction={onAction}
        onDismiss={onDismiss}
      >
        <p>No text story credits remaining for today</p>
      </NoticeDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Credit Limit Reached' });
    expect(dialog.textContent).toContain('No text story credits remaining for today');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('an acknowledgement has one button', () => {
    render(
      <NoticeDialog open title="Done" actionLabel="OK" onAction={() => undefined}>
        <p>Saved</p>
      </NoticeDialog>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
  });
});
