import { useClickOutside } from '@mantine/hooks';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows and hides a list of links (the disclosure pattern, not an ARIA menu):
 * clicking outside closes it, and Escape closes it and gives focus back to the button.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return { open, setOpen, listId, toggleRef, containerRef, onKeyDown };
}
