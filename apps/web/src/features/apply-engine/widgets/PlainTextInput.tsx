import { TextInput } from '@mantine/core';
import type { FocusEventHandler, HTMLAttributes, ReactNode, Ref } from 'react';

/**
 * Mantine's TextInput as plain elements: the same markup, classes, data attributes and ARIA
 * (`PlainTextInput.test.tsx` compares the two), drawn by one component instead of about twenty
 * (wrapper, label, description, error, input, their style hooks and contexts). The apply form
 * draws its text-like fields (seven on the demo's first form) in its first render, the one a
 * phone waits for before the page paints (issue 21, docs/performance-log.md).
 */
export interface PlainTextInputProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  readOnly?: boolean;
  placeholder?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  spellCheck?: boolean;
  /**
   * More ids that describe the field (a notice of the widget's own), read after its error and
   * description. Mantine's TextInput dropped such ids in favour of its own; here both count.
   */
  'aria-describedby'?: string;
}

const classes = TextInput.classes;
const SIZE = 'sm';
/** Mantine's size "sm" as its variables resolver writes it (rem() scaled by the theme). */
const smallerText = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const halfSpacing = 'calc(var(--mantine-spacing-xs) / 2)';

/** Mantine's class for a part: its module class and the static selectors of both components. */
const partClass = (part: keyof typeof classes, owner: 'InputWrapper' | 'Input') =>
  `${classes[part]} mantine-${owner}-${part} mantine-TextInput-${part}`;

/** A second click on a label selects no text (as Mantine's label). */
const keepSelection = (event: { detail: number; preventDefault(): void }) => {
  if (event.detail > 1) event.preventDefault();
};

export function PlainTextInput(props: PlainTextInputProps) {
  const { id, label, description, error, required, value, onChange, inputRef } = props;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasDescription = description !== undefined && description !== null && description !== '';
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy =
    [hasError ? errorId : '', hasDescription ? descriptionId : '', props['aria-describedby'] ?? '']
      .filter((part) => part !== '')
      .join(' ') || undefined;
  return (
    <div
      className={partClass('root', 'InputWrapper')}
      data-error={hasError || undefined}
      data-size={SIZE}
    >
      <label
        className={partClass('label', 'InputWrapper')}
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' }}
        data-size={SIZE}
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
        onMouseDown={keepSelection}
      >
        {label}
        {required && (
          <span className={partClass('required', 'InputWrapper')} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hasDescription && (
        <p
          className={partClass('description', 'InputWrapper')}
          style={{ '--input-description-size': smallerText }}
          data-size={SIZE}
          id={descriptionId}
        >
          {description}
        </p>
      )}
      <div
        className={partClass('wrapper', 'Input')}
        style={{
          // The input's gap to the description above it and the error below it.
          ...(hasDescription ? { '--input-margin-top': halfSpacing } : {}),
          ...(hasError ? { '--input-margin-bottom': halfSpacing } : {}),
          '--input-height': 'var(--input-height-sm)',
          '--input-fz': 'var(--mantine-font-size-sm)',
        }}
        data-variant="default"
        data-size={SIZE}
        data-error={hasError || undefined}
      >
        <input
          ref={inputRef}
          className={partClass('input', 'Input')}
          data-variant="default"
          data-error={hasError || undefined}
          id={id}
          type={props.type}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={props.onBlur}
          required={required}
          aria-invalid={hasError}
          aria-describedby={describedBy}
          readOnly={props.readOnly}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          autoCapitalize={props.autoCapitalize}
          spellCheck={props.spellCheck}
        />
      </div>
      {hasError && (
        <p
          className={partClass('error', 'InputWrapper')}
          style={{ '--input-error-size': smallerText }}
          data-size={SIZE}
          id={errorId}
        >
          {error}
        </p>
      )}
    </div>
  );
}
