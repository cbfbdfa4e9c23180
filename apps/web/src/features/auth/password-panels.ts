/**
 * The password modal's panels (spec 1 §2, §4): password (0), success (1), error (2),
 * invalid token (3), enforce (4). It can be closed only on success or invalid token; Escape
 * elsewhere moves to the enforce panel, which leads back to the password panel.
 */
export const PASSWORD_PANELS = {
  password: 0,
  success: 1,
  error: 2,
  invalidToken: 3,
  enforce: 4,
} as const;

export type PasswordPanel = keyof typeof PASSWORD_PANELS;

/** Failures shown on the password panel itself, with the password fields cleared. */
const PASSWORD_FIELD_ERRORS = [
  'CURRENT_PASSWORD_IS_INVALID',
  'PASSWORD_REPETITION_NOT_ALLOWED',
  'PASSWORD_TOO_WEAK',
] as const;

export interface PanelState {
  panel: PasswordPanel;
  /** The failed attempt's error, shown on the password or error panel. */
  failure: unknown;
}

export type PanelEvent =
  | { type: 'succeeded' }
  | { type: 'failed'; code: string; error: unknown }
  | { type: 'escape' }
  | { type: 'back' };

export const INITIAL_PANEL_STATE: PanelState = { panel: 'password', failure: null };

export function canClosePasswordModal(panel: PasswordPanel): boolean {
  return panel === 'success' || panel === 'invalidToken';
}

function isFieldError(code: string): boolean {
  return PASSWORD_FIELD_ERRORS.some((fieldCode) => fieldCode === code);
}

export function passwordPanelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'succeeded':
      return { panel: 'success', failure: null };
    case 'failed':
      if (event.code === 'INVALID_TOKEN') return { panel: 'invalidToken', failure: event.error };
      return { panel: isFieldError(event.code) ? 'password' : 'error', failure: event.error };
    case 'escape':
      return canClosePasswordModal(state.panel) ? state : { ...state, panel: 'enforce' };
    case 'back':
      return state.panel === 'enforce' || state.panel === 'error'
        ? { panel: 'password', failure: state.panel === 'enforce' ? state.failure : null }
        : state;
  }
}
