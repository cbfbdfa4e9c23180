import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlayProvider } from './LoadingOverlayProvider';
import { useLoadingOverlay } from './loading-overlay-context';

function Probe() {
  const { visible, show } = useLoadingOverlay();
  const hides = useRef<Array<() => void>>([]);
  return (
    <>
      <p>{visible ? 'visible' : 'hidden'}</p>
      <button onClick={() => hides.current.push(show())}>show</button>
      <button onClick={() => hides.current[0]?.()}>hide first</button>
      <button onClick={() => hides.current[1]?.()}>hide second</button>
    </>
  );
}

describe('loading overlay', () => {
  it('stays visible until every caller has hidden it, and ignores a second hide', () => {
    render(
      <LoadingOverlayProvider>
        <Probe />
      </LoadingOverlayProvider>,
    );
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

    click('show');
    click('show');
    expect(screen.getByText('visible')).toBeTruthy();

    click('hide first');
    click('hide first');
    expect(screen.getByText('visible')).toBeTruthy();

    click('hide second');
    expect(screen.getByText('hidden')).toBeTruthy();
  });
});
