import { Anchor, Stack, Text } from '@mantine/core';
import { normalizeUname } from '@talentgate/domain';
import { useEffect, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { candidateExists } from '../api/candidate-exists';
import { createExistenceCheck, type ExistenceCheck } from '../fields/existence-check';
import { PlainTextInput } from './PlainTextInput';
import { asString, fieldOf, type WidgetProps } from './widget-types';

/**
 * An e-mail. With `existenceCheck`, a visitor who is not signed in is told when the address
 * already has an account, with a way to log in (spec 2 §5).
 */
export function EmailWidget(props: WidgetProps) {
  const { inputId, label, help, required, error, value, onChange, onBlur, inputRef, context } =
    props;
  const field = fieldOf(props, ['email']);
  const { state, openSignIn } = useAuth();
  const checking = field?.existenceCheck === true && state.status === 'loggedOut';
  const [existing, setExisting] = useState<string | null>(null);
  const scheduler = useRef<ExistenceCheck | null>(null);
  const { client } = context;

  useEffect(() => {
    if (!checking) return undefined;
    const created = createExistenceCheck({
      check: (email) => candidateExists(client, email),
      onResult: (email, exists) => setExisting(exists ? email : null),
    });
    scheduler.current = created;
    return () => {
      created.dispose();
      scheduler.current = null;
    };
  }, [checking, client]);

  const text = asString(value);
  // A value that arrives without typing (a prefill, a restored draft) is checked too.
  useEffect(() => {
    scheduler.current?.changed(text);
  }, [text, checking]);

  const noticeId = `${inputId}-account`;
  const showNotice = existing !== null && existing === normalizeUname(text);
  return (
    <Stack gap={4}>
      <PlainTextInput
        id={inputId}
        inputRef={inputRef}
        type="email"
        label={label}
        description={help}
        required={required}
        error={error}
        value={text}
        onChange={onChange}
        onBlur={(event) => {
          // Trailing whitespace is trimmed (spec 2 §5).
          const trimmed = event.currentTarget.value.trim();
          if (trimmed !== event.currentTarget.value) onChange(trimmed);
          scheduler.current?.blurred(trimmed);
          onBlur();
        }}
        readOnly={field?.readOnly}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={showNotice ? noticeId : undefined}
      />
      {showNotice && (
        <Text size="sm" id={noticeId} role="status">
          <Trans
            ns="applyEngine"
            i18nKey="email.accountExists"
            components={{
              login: (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => openSignIn({ rememberPath: true, username: normalizeUname(text) })}
                />
              ),
            }}
          />
        </Text>
      )}
    </Stack>
  );
}
