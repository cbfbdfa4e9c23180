import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationModalProvider } from './NotificationModalProvider';
import { useNotificationModal, type NotificationModalOptions } from './notification-modal-context';

function Opener({ options }: { options: NotificationModalOptions }) {
  const { open } = useNotificationModal();
  return <button onClick={() => open(options)}>open</button>;
}

function renderOpener(options: NotificationModalOptions) {
  renderWithProviders(
    <NotificationModalProvider>
      <Opener options={options} />
    </NotificationModalProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
}

// The modal's code loads on first use. Its first import is compiled on the spot, which on a
// busy machine outlasts findByRole's wait; load it before the tests, as a visit would.
beforeAll(() => import('./NotificationModal'), 60_000);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('notification modal', () => {
  it('shows the alert class as its title and the message in an alert', async () => {
    renderOpener({ alertClass: 'warning', message: 'Your session ends soon' });
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(dialog.textContent).toContain('Your session ends soon');
    expect(screen.getByRole('alert').textContent).toContain('Your session ends soon');
  });

  it('does not close when the backdrop is clicked', async () => {
    renderOpener({ alertClass: 'info', message: 'Hello' });
    await screen.findByRole('dialog');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    if (overlay) fireEvent.mouseDown(overlay);
    if (overlay) fireEvent.click(overlay);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes with its button', async () => {
    renderOpener({ alertClass: 'success', message: 'Saved' });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('clears the stored session before reloading when asked to', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    sessionStorage.setItem('bearerToken', 'secret');
    localStorage.setItem('candidate', '{}');

    renderOpener({ alertClass: 'danger', message: 'Signed out', reloadOnClose: true });
    const button = await screen.findByRole('button', { name: 'OK, reload the page' });
    act(() => button.click());

    expect(sessionStorage.getItem('bearerToken')).toBeNull();
    expect(localStorage.getItem('candidate')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
