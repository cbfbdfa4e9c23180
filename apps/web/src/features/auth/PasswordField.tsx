import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide toggle (spec 1 §2) is a real, focusable toggle button:
 * Mantine's is skipped by Tab and reacts to Space only.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <PasswordInput
        ref={ref}
        {...props}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{
          'aria-label': t('auth.password.show'),
          tabIndex: 0,
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setVisible((shown) => !shown);
          },
        }}
      />
    );
  },
);
