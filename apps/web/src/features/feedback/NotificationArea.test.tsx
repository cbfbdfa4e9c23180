import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationArea } from './NotificationArea';
import { NotificationsProvider } from './NotificationsProvider';
import { useNotify, type NotificationRequest } from './notifications-context';

function Notifier({ request }: { request: NotificationRequest }) {
  const notify = useNotify();
  return <button onClick={() => notify(request)}>notify</button>;
}

function renderNotifier(request: NotificationRequest) {
  renderWithProviders(
    <NotificationsProvider>
      <Notifier request={request} />
      <NotificationArea />
    </NotificationsProvider>,
  );
  return () => fireEvent.click(screen.getByRole('button', { name: 'notify' }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('appear in a polite live region that exists before the first one', async () => {
    const notify = renderNotifier({ message: 'Saved', alertClass: 'success' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');

    notify();
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('can be dismissed', async () => {
    const notify = renderNotifier({ message: 'Check your e-mail', autoClose: false });
    notify();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Check your e-mail')).toBeNull();
  });

  it('disappear by themselves after their time', async () => {
    // Fake clock that still moves with real time, so the lazy list can load meanwhile.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notify = renderNotifier({ message: 'Copied', autoClose: 5000 });
    notify();
    expect(await screen.findByText('Copied')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Copied')).toBeNull();
  });
});
