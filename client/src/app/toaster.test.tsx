import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '../components/ui/provider';
import { ToastRegion } from './ToastRegion';
import { MAX_NOTICES, notify, toaster } from './toaster';

const visible = () => toaster.getVisibleToasts();
const byId = (id: string) => visible().find((toast) => toast.id === id);

describe('notify', () => {
  it('uses the spec durations: 4000 ms info/error/custom, 2000 ms success, loading until replaced', () => {
    const info = notify.info('Neutral');
    const error = notify.error('Bad');
    const custom = notify.custom('Custom');
    const success = notify.success('Good');
    const loading = notify.loading('Working');
    expect(byId(info)).toMatchObject({ type: 'info', duration: 4000 });
    expect(byId(error)).toMatchObject({ type: 'error', duration: 4000 });
    expect(byId(custom)).toMatchObject({ type: 'custom', duration: 4000 });
    expect(byId(success)).toMatchObject({ type: 'success', duration: 2000 });
    expect(byId(loading)).toMatchObject({ type: 'loading', duration: Number.POSITIVE_INFINITY });
  });

  it('replaces a loading notice in place with the outcome', async () => {
    render(
      <Provider>
        <ToastRegion />
      </Provider>,
    );
    const id = notify.loading('Please wait ! Authentication in progress ...');
    expect(await screen.findByText('Please wait ! Authentication in progress ...')).toBeInTheDocument();

    expect(notify.success(id, 'Logged in successfully')).toBe(id);
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Please wait ! Authentication in progress ...')).not.toBeInTheDocument(),
    );
    expect(byId(id)).toMatchObject({ type: 'success', duration: 2000 });

    notify.error(id, 'Failed to log in');
    expect(byId(id)).toMatchObject({ type: 'error', duration: 4000, title: 'Failed to log in' });
    expect(visible().filter((toast) => toast.id === id)).toHaveLength(1);
  });

  it('shows at most 20 notices at once', () => {
    for (let i = 0; i < MAX_NOTICES + 5; i += 1) notify.info(`Notice ${i}`);
    expect(MAX_NOTICES).toBe(20);
    expect(toaster.getCount()).toBe(20);
  });
});
