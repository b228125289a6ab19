import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from './provider';
import { RetryNotice } from './retry-notice';

describe('RetryNotice', () => {
  it('alerts with the message and asks again on "Try again", a failed retry left to show itself', async () => {
    const onRetry = vi.fn().mockRejectedValue(new Error('still down'));
    render(
      <Provider>
        <RetryNotice message="Failed to load the figures" onRetry={onRetry} />
      </Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the figures');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows only the message when there is nothing to ask again', () => {
    render(
      <Provider>
        <RetryNotice message="No certificate has this verification code." />
      </Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No certificate has this verification code.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
