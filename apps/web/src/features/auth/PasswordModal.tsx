import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { useClient } from '../site/client-context';
import { useSite } from '../site/use-site';
import { changePassword, resetPassword } from './auth-api';
import { useAuth } from './auth-context';
import type { PasswordValues } from './password-form';
import { PasswordForm } from './PasswordForm';
import {
  canClosePasswordModal,
  INITIAL_PANEL_STATE,
  passwordPanelReducer,
  type PanelState,
} from './password-panels';
import { EnforcePanel, ErrorPanel, InvalidTokenPanel, SuccessPanel } from './PasswordPanels';
import { useApiErrorText } from './use-api-error-text';

export type PasswordModalMode =
  /** Reset by the token of an e-mailed link; null when the link has none. */
  { kind: 'reset'; token: string | null } | { kind: 'change'; candidateId: number };

interface PasswordModalProps {
  mode: PasswordModalMode;
  opened: boolean;
  onClose: () => void;
  /** The button that opened the modal, focused again once it has closed. */
  returnFocusTo?: HTMLElement | null;
}

const initialState = (mode: PasswordModalMode): PanelState =>
  mode.kind === 'reset' && mode.token === null
    ? { panel: 'invalidToken', failure: null }
    : INITIAL_PANEL_STATE;

/**
 * The password create or modify modal (spec 1 §2): panels password, success, error, invalid
 * token and enforce. It closes only on success or invalid token; Escape elsewhere shows the
 * enforce panel. Password fields are cleared after every failure (spec 1 §5).
 */
export default function PasswordModal({
  mode,
  opened,
  onClose,
  returnFocusTo = null,
}: PasswordModalProps) {
  const { t } = useTranslation();
  const flow = usePasswordFlow(mode);
  const reset = mode.kind === 'reset';
  const closable = canClosePasswordModal(flow.state.panel);
  return (
    <Modal
      opened={opened}
      onClose={() => (closable ? onClose() : flow.dispatch({ type: 'escape' }))}
      withCloseButton={closable}
      closeOnClickOutside={false}
      // Mantine misses the trigger of a modal that mounts open.
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (returnFocusTo?.isConnected) returnFocusTo.focus();
      }}
      title={reset ? t('auth.passwordModal.titleReset') : t('auth.passwordModal.titleChange')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <PasswordPanelsBody flow={flow} reset={reset} onClose={onClose} />
    </Modal>
  );
}

export type PasswordFlow = ReturnType<typeof usePasswordFlow>;

/** The panels' state and the submit of a password change or reset. */
export function usePasswordFlow(mode: PasswordModalMode) {
  const client = useClient();
  const criteria = useSite().data?.passwordCriteria ?? [];
  const auth = useAuth();
  const errorText = useApiErrorText();
  const [state, dispatch] = useReducer(passwordPanelReducer, mode, initialState);
  const [attempt, setAttempt] = useState(0);

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      if (mode.kind === 'change') {
        const body = { currentPassword, newPassword, candidateId: mode.candidateId };
        await auth.recovery.run(() => changePassword(client, body));
      } else {
        await resetPassword(client, mode.token ?? '', newPassword);
        // A reset ends every session of the account on the server.
        if (auth.state.status === 'loggedIn') auth.endSession();
      }
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', code: isApiError(error) ? error.code : 'UNKNOWN', error });
      setAttempt((count) => count + 1);
    }
  };

  return { state, dispatch, attempt, submit, criteria, errorText, auth };
}

/**
 * The panels themselves, in the modal or (the alternate reset-password template) on the page:
 * password form, success, error, invalid token and enforce.
 */
export function PasswordPanelsBody({
  flow,
  reset,
  onClose,
}: {
  flow: PasswordFlow;
  reset: boolean;
  onClose: () => void;
}) {
  const { state, dispatch, attempt, submit, criteria, errorText, auth } = flow;
  const panelFailure = state.failure === null ? null : errorText(state.failure);
  return (
    <>
      <div hidden={state.panel !== 'password'}>
        <PasswordForm
          key={attempt}
          withCurrentPassword={!reset}
          criteria={criteria}
          failure={state.panel === 'password' ? panelFailure : null}
          active={state.panel === 'password'}
          focusOnMount={attempt > 0}
          onSubmit={submit}
        />
      </div>
      {state.panel === 'success' && (
        <SuccessPanel
          reset={reset}
          onClose={onClose}
          onSignIn={() => {
            onClose();
            auth.openSignIn();
          }}
        />
      )}
      {state.panel === 'error' && (
        <ErrorPanel message={panelFailure ?? ''} onBack={() => dispatch({ type: 'back' })} />
      )}
      {state.panel === 'invalidToken' && <InvalidTokenPanel onClose={onClose} />}
      {state.panel === 'enforce' && (
        <EnforcePanel reset={reset} onBack={() => dispatch({ type: 'back' })} onKeep={onClose} />
      )}
    </>
  );
}
