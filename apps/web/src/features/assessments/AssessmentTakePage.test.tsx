import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TakeTest } from '@talentgate/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/render-with-providers';
import { errorJson, json } from '../../test/fake-api';
import { siteWrapper } from '../../test/site-wrapper';
import { LoadingOverlayProvider } from '../feedback/LoadingOverlayProvider';
import AssessmentTakePage from './AssessmentTakePage';

const TEST: TakeTest = {
  title: 'Workplace scenarios',
  titleTranslations: { ar: 'مواقف في بيئة العمل' },
  completed: false,
  questions: [
    {
      questionId: 'privacy',
      text: 'A visitor asks. What do you do?',
      textTranslations: {},
      options: [
        { optionId: 'a', text: 'Decline', textTranslations: {} },
        { optionId: 'b', text: 'Answer', textTranslations: {} },
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, answer: (url: string) => Response, language = 'en') {
  const fetchMock = vi.fn<typeof fetch>((input) => Promise.resolve(answer(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  const { Wrapper } = siteWrapper({ language });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <LoadingOverlayProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </LoadingOverlayProvider>
    </Wrapper>
  );
  render(<AssessmentTakePage />, { wrapper });
  return fetchMock;
}

describe('AssessmentTakePage (/apply/assessment/take/)', () => {
  it('says a link that is not signed is not valid, without asking the server', () => {
    const fetchMock = renderAt('/apply/assessment/take/?link=nonsense', () => json(200, TEST));
    expect(screen.getByRole('alert').textContent).toContain('This assessment link is not valid');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('/assessment/'))).toEqual([]);
  });

  it('says an expired link has expired', async () => {
    renderAt('/apply/assessment/take/?link=a.b.c', () => errorJson(410, 'ASSESSMENT_LINK_EXPIRED'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This assessment link has expired'),
    );
  });

  it('asks for every answer, then sends them and shows the test completed', async () => {
    const fetchMock = renderAt('/apply/assessment/take/?link=a.b.c', (url) =>
      url.endsWith('/answers')
        ? json(200, { ...TEST, completed: true, questions: [] })
        : json(200, TEST),
    );
    const submit = await screen.findByRole('button', { name: 'Submit answers' });
    fireEvent.click(submit);
    expect(await screen.findByText('Please choose an answer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Decline' }));
    fireEvent.click(submit);
    await screen.findByText('Assessment completed');
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      link: 'a.b.c',
      answers: [{ questionId: 'privacy', optionId: 'a' }],
    });
    expect(screen.getByRole('link', { name: 'Back to your assessments' })).toBeTruthy();
  });

  it('shows the test’s title in the page’s language', async () => {
    renderAt('/ar/apply/assessment/take/?link=a.b.c', () => json(200, TEST), 'ar');
    expect(await screen.findByRole('heading', { name: 'مواقف في بيئة العمل' })).toBeTruthy();
  });
});
