import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlayContext, ShowLoadingOverlayContext } from './loading-overlay-context';

export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [activeCount, setActiveCount] = useState(0);

  const show = useCallback(() => {
    setActiveCount((count) => count + 1);
    let hidden = false;
    return () => {
      // Hiding twice must not hide someone else's overlay.
      if (hidden) return;
      hidden = true;
      setActiveCount((count) => Math.max(0, count - 1));
    };
  }, []);

  const value = useMemo(() => ({ visible: activeCount > 0, show }), [activeCount, show]);
  return (
    <ShowLoadingOverlayContext value={show}>
      <LoadingOverlayContext value={value}>{children}</LoadingOverlayContext>
    </ShowLoadingOverlayContext>
  );
}
