import { describe, expect, it } from 'vitest';
import {
  canClosePasswordModal,
  INITIAL_PANEL_STATE,
  PASSWORD_PANELS,
  passwordPanelReducer,
  type PanelEvent,
  type PanelState,
} from './password-panels';

const run = (events: PanelEvent[], from: PanelState = INITIAL_PANEL_STATE) =>
  events.reduce(passwordPanelReducer, from);
const failed = (code: string): PanelEvent => ({ type: 'failed', code, error: code });

describe('password panels', () => {
  it('numbers the panels as the spec does', () => {
    expect(PASSWORD_PANELS).toEqual({
      password: 0,
      success: 1,
      error: 2,
      invalidToken: 3,
      enforce: 4,
    });
  });

  it('can be closed only on success or invalid token', () => {
    expect(canClosePasswordModal('success')).toBe(true);
    expect(canClosePasswordModal('invalidToken')).toBe(true);
    expect(canClosePasswordModal('password')).toBe(false);
    expect(canClosePasswordModal('error')).toBe(false);
    expect(canClosePasswordModal('enforce')).toBe(false);
  });

  it('moves to the enforce panel on Escape, and back to the password panel', () => {
    const enforced = run([{ type: 'escape' }]);
    expect(enforced.panel).toBe('enforce');
    expect(run([{ type: 'back' }], enforced).panel).toBe('password');
  });

  it('stays on success or invalid token on Escape (the modal closes instead)', () => {
    expect(run([{ type: 'succeeded' }, { type: 'escape' }]).panel).toBe('success');
    expect(run([failed('INVALID_TOKEN'), { type: 'escape' }]).panel).toBe('invalidToken');
  });

  it.each(['CURRENT_PASSWORD_IS_INVALID', 'PASSWORD_REPETITION_NOT_ALLOWED', 'PASSWORD_TOO_WEAK'])(
    'keeps %s on the password panel with the failure',
    (code) => {
      expect(run([failed(code)])).toEqual({ panel: 'password', failure: code });
    },
  );

  it('shows other failures on the error panel, from which one goes back', () => {
    const state = run([failed('NETWORK_ERROR')]);
    expect(state.panel).toBe('error');
    expect(run([{ type: 'escape' }], state).panel).toBe('enforce');
    expect(run([{ type: 'back' }], state)).toEqual(INITIAL_PANEL_STATE);
  });

  it('clears the failure on success', () => {
    expect(run([failed('PASSWORD_TOO_WEAK'), { type: 'succeeded' }])).toEqual({
      panel: 'success',
      failure: null,
    });
  });
});
