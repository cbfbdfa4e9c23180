import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SlotInvitation } from '@talentgate/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/render-with-providers';
import { errorJson, json } from '../../test/fake-api';
import { siteWrapper } from '../../test/site-wrapper';
import { LoadingOverlayProvider } from '../feedback/LoadingOverlayProvider';
import SlotBookPage from './SlotBookPage';

const HASH = 'aaa.bbb.ccc';
const START = Date.UTC(2030, 5, 3, 7, 30);
const INVITATION: SlotInvitation = {
  invitationId: 1,
  jobTitle: 'Gardener',
  title: 'First interview',
  mode: 'video',
  location: '',
  timeZone: 'Europe/Paris',
  status: 'invited',
  expiresAt: START + 86_400_000,
  bookedSlotId: null,
  slots: [
    { slotId: 5, startsAt: START, endsAt: START + 3_600_000, seatsLeft: 1, bookedByMe: false },
    {
      slotId: 6,
      startsAt: START + 7_200_000,
      endsAt: START + 9_000_000,
      seatsLeft: 0,
      bookedByMe: false,
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, answer: (url: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input) => Promise.resolve(answer(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  const { Wrapper } = siteWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <LoadingOverlayProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </LoadingOverlayProvider>
    </Wrapper>
  );
  render(<SlotBookPage />, { wrapper });
  return fetchMock;
}

describe('SlotBookPage', () => {
  it('says a link that is not a signed hash is not valid, without asking the server', () => {
    const fetchMock = renderAt('/apply/slot-book/?hash=nonsense', () => json(200, INVITATION));
    expect(screen.getByRole('alert').textContent).toContain('This booking link is not valid');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('interview-slots'))).toEqual([]);
  });

  it('says an expired link has expired', async () => {
    renderAt(`/apply/slot-book/?hash=${HASH}`, () => errorJson(410, 'SLOT_LINK_EXPIRED'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This booking link has expired'),
    );
  });

  it('shows the times in the interview’s zone, full ones disabled, and books the chosen one', async () => {
    const fetchMock = renderAt(`/apply/slot-book/?hash=${HASH}`, (url) =>
      url.endsWith('/book')
        ? json(200, {
            ...INVITATION,
            status: 'accepted',
            bookedSlotId: 5,
            slots: INVITATION.slots.map((slot) => ({ ...slot, bookedByMe: slot.slotId === 5 })),
          })
        : json(200, INVITATION),
    );
    await screen.findByText("Times are shown in the interview's time zone: Europe/Paris.");
    const [open, full] = screen.getAllByRole('radio');
    expect(full).toBeDefined();
    expect((full as HTMLInputElement).disabled).toBe(true);
    // 07:30 UTC is 09:30 in Paris in June, whatever the machine's zone.
    expect(screen.getByText(/9:30/)).toBeDefined();
    fireEvent.click(open as HTMLInputElement);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your interview is booked for'),
    );
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ hash: HASH, slotId: 5 });
    expect(screen.getByRole('button', { name: 'Cancel my booking' })).toBeDefined();
  });
});
