import '@mantine/core/styles/Alert.css';
import { Alert, Anchor } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';

/**
 * The final submit found an account with the visitor's e-mail (spec 2 §4 "A pre-existing
 * e-mail triggers a login prompt"; §5 message). The link signs in and comes back to this
 * flow, which then completes the same attempt for the signed-in candidate.
 */
export function LoginPrompt({ email }: { email: string }) {
  const { openSignIn } = useAuth();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} color="yellow" variant="light" role="alert" tabIndex={-1}>
      <Trans
        ns="applyEngine"
        i18nKey="email.accountExists"
        components={{
          login: (
            <Anchor
              component="button"
              type="button"
              inherit
              onClick={() => openSignIn({ rememberPath: true, username: email })}
            />
          ),
        }}
      />
    </Alert>
  );
}
