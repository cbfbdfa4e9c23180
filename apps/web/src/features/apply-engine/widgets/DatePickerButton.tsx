import { useRef } from 'react';
import { CalendarIcon } from '../../../lib/page-icons';
import classes from './DatePickerButton.module.css';

interface DatePickerButtonProps {
  /** "Choose Date of Birth from a calendar". */
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  min: string | undefined;
  max: string | undefined;
  onPick(value: string): void;
}

/**
 * The browser's own calendar for a date typed in the page language's format: a button opens
 * the picker of a date input kept out of sight and out of the tab order (its text would be in
 * the browser's locale, which is why the field itself is text). A plain button: Mantine's
 * ActionIcon would add a chunk to the apply page's start-up budget.
 */
export function DatePickerButton({ label, value, min, max, onPick }: DatePickerButtonProps) {
  const picker = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={classes.button}
        aria-label={label}
        onClick={() => {
          const input = picker.current;
          if (!input) return;
          try {
            input.showPicker();
          } catch {
            // No picker here (an old browser): the date is typed, which always works.
            input.focus();
          }
        }}
      >
        <CalendarIcon size={18} />
      </button>
      <input
        ref={picker}
        type="date"
        className={classes.hiddenPicker}
        tabIndex={-1}
        aria-hidden="true"
        aria-label={label}
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          if (event.currentTarget.value !== '') onPick(event.currentTarget.value);
        }}
      />
    </>
  );
}
