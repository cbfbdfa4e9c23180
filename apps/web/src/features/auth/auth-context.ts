import type { Candidate } from '@talentgate/domain';
import { createContext, useContext } from 'react';
import type { LoginInput } from './auth-api';
import type { SignInOutcome } from './password-sign-in';
import type { RequestRecovery } from './request-recovery';

export type AuthState =
  /** The session check on start has not answered yet. */
  | { status: 'restoring' }
  | { status: 'loggedOut' }
  | {
      status: 'loggedIn';
      candidate: Candidate;
      /** False for a candidate made during an application: password sign-in is blocked. */
      returning: boolean;
      rememberMe: boolean;
    };

export interface OpenSignInOptions {
  /** Cancelling reloads the page, clearing stored session values (spec 1 §2). */
  reloadOnCancel?: boolean;
  /** Save the current path, so sign-in returns here. */
  rememberPath?: boolean;
  /** The e-mail the visitor already typed (an apply form's "log in?"): the form starts with it. */
  username?: string;
}

export interface AuthContextValue {
  state: AuthState;
  signIn(input: LoginInput, rememberMe: boolean): Promise<SignInOutcome>;
  /** A sign-in done by a provider (its cookie is set): show it, then go to `target`. */
  signedInElsewhere(candidate: Candidate, target: string): Promise<void>;
  /** Ends the session on the server and here, then shows the signed-out page. */
  signOut(): Promise<void>;
  /** Forgets the session here only (the server has ended it already). */
  endSession(): void;
  openSignIn(options?: OpenSignInOptions): void;
  /** For pages that need sign-in: remember the path, sign in with reload on cancel. */
  requireSignIn(): void;
  /** Runs a private call with the request failure handling of spec 1 §4. */
  recovery: RequestRecovery;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Whether a candidate is signed in, alone: the session check's answer for a visitor (from
 * "restoring" to "signed out") leaves it false, so what only asks this (the job page's
 * "already applied" check) does not render the page again when it comes (issue 21).
 */
export const SignedInContext = createContext(false);

export function useSignedIn(): boolean {
  return useContext(SignedInContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth needs an AuthProvider');
  return value;
}
