export type AuthDialogView = 'signIn' | 'forgotPassword';

/** The sign-in modal, which also shows the forgot-password form (spec 1 §2). */
export interface AuthDialogState {
  view: AuthDialogView;
  /** False while the closing transition runs. */
  opened: boolean;
  reloadOnCancel: boolean;
  /** The username the sign-in form starts with (the e-mail typed in an apply form). */
  username: string;
  /** What had focus before the modal opened, to get it back afterwards. */
  trigger: Element | null;
}
