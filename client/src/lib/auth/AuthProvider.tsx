import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { onIdTokenChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { currentIdToken, firebaseAuth } from '../firebaseAuth';
import { fieldErrorsOf, messageOf } from '../apollo';
import { setIdTokenSource } from '../idToken';
import { rememberCompanySession } from './companySession';
import { MeQuery, MyCompanyQuery, RecordLoginMutation, RegisterAdminMutation } from './auth.operations';
import {
  ACCESS_DENIED,
  COMPANY_UNAVAILABLE,
  firebaseErrorMessage,
  LOGIN_FAILED,
  LOGOUT_FAILED,
  NOT_A_COMPANY_ACCOUNT,
  REGISTRATION_FAILED,
} from './messages';

/** docs/requirements/access.md#auth-state: the auth state the app holds. */
export interface AuthState {
  user: User | null;
  /** True until the first auth state is known. */
  loading: boolean;
  /** True while a sign-in, registration or sign-out is in progress. */
  authLoading: boolean;
  error: string | null;
  isAdmin: boolean;
  companyId: string | null;
  /** Why the user was last signed out (e.g. their company was suspended), for the sign-in page to say. */
  signedOutNotice: SignedOutNotice | null;
}

export interface SignedOutNotice {
  message: string;
  tone: 'info' | 'error';
}

export interface AuthActions {
  adminLogin(email: string, password: string): Promise<boolean>;
  /** Signs in a user of an active removal company; anyone else is signed out again with the reason in `error`. */
  companyLogin(email: string, password: string): Promise<boolean>;
  registerAdmin(email: string, password: string, registrationKey: string): Promise<{ ok: boolean; fieldErrors: Record<string, string> }>;
  /** Signs out; `notice` says why, and is set before the user is cleared so guards can pass it on. */
  logout(notice?: SignedOutNotice): Promise<void>;
  clearError(): void;
}

// Operations sent from the signed-in areas carry the user's ID token.
setIdTokenSource(currentIdToken);

const AuthContext = createContext<(AuthState & AuthActions) | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const apollo = useApolloClient();
  const [state, setState] = useState<AuthState>({
    user: null,
    loading: true,
    authLoading: false,
    error: null,
    isAdmin: false,
    companyId: null,
    signedOutNotice: null,
  });
  const patch = useCallback((next: Partial<AuthState>) => setState((s) => ({ ...s, ...next })), []);

  /** docs/requirements/access.md#admin-status: token claim admin true/"true"; else the users document role (read by the API); else false. */
  const resolveRoles = useCallback(
    async (user: User) => {
      try {
        const token = await user.getIdTokenResult();
        const claimAdmin = token.claims.admin === true || token.claims.admin === 'true';
        const claimCompany = token.claims.role === 'company' ? String(token.claims.companyId ?? '') || null : null;
        if (claimAdmin) return { isAdmin: true, companyId: claimCompany };
        const { data } = await apollo.query({ query: MeQuery, fetchPolicy: 'network-only' });
        return { isAdmin: Boolean(data?.me?.isAdmin), companyId: data?.me?.companyId ?? claimCompany };
      } catch {
        return { isAdmin: false, companyId: null };
      }
    },
    [apollo],
  );

  useEffect(() => {
    // Auth initialisation only in the browser, once the Firebase app exists.
    const auth = firebaseAuth();
    return onIdTokenChanged(auth, async (user) => {
      if (!user) return patch({ user: null, isAdmin: false, companyId: null, loading: false });
      const roles = await resolveRoles(user);
      // Signed out (a refused sign-in) while the roles were looked up: that answer is stale.
      if (auth.currentUser?.uid !== user.uid) return;
      patch({ user, ...roles, loading: false });
    });
  }, [patch, resolveRoles]);

  const adminLogin = useCallback(
    async (email: string, password: string) => {
      patch({ authLoading: true, error: null, signedOutNotice: null });
      const auth = firebaseAuth();
      try {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        const roles = await resolveRoles(user);
        if (!roles.isAdmin) {
          await signOut(auth);
          patch({ user: null, isAdmin: false, authLoading: false, error: ACCESS_DENIED });
          return false;
        }
        // lastLogin is best-effort: a failed update never blocks the sign-in.
        await apollo.mutate({ mutation: RecordLoginMutation }).catch(() => undefined);
        // Set here, not only when the company area renders: a public page opened straight after sign-in prefills too.
        rememberCompanySession();
        patch({ user, ...roles, authLoading: false });
        return true;
      } catch (error) {
        patch({ authLoading: false, error: firebaseErrorMessage(error, LOGIN_FAILED) });
        return false;
      }
    },
    [apollo, patch, resolveRoles],
  );

  const companyLogin = useCallback(
    async (email: string, password: string) => {
      patch({ authLoading: true, error: null, signedOutNotice: null });
      const auth = firebaseAuth();
      const refuse = async (error: string) => {
        await signOut(auth).catch(() => undefined);
        await apollo.clearStore().catch(() => undefined);
        patch({ user: null, isAdmin: false, companyId: null, authLoading: false, error });
        return false;
      };
      try {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        const roles = await resolveRoles(user);
        if (!roles.companyId) return refuse(NOT_A_COMPANY_ACCOUNT);
        try {
          // The API answers only for a company that exists and is active.
          await apollo.query({ query: MyCompanyQuery, fetchPolicy: 'network-only' });
        } catch (error) {
          return refuse(messageOf(error, COMPANY_UNAVAILABLE));
        }
        await apollo.mutate({ mutation: RecordLoginMutation }).catch(() => undefined);
        patch({ user, ...roles, authLoading: false });
        return true;
      } catch (error) {
        patch({ authLoading: false, error: firebaseErrorMessage(error, LOGIN_FAILED) });
        return false;
      }
    },
    [apollo, patch, resolveRoles],
  );

  const registerAdmin = useCallback(
    async (email: string, password: string, registrationKey: string) => {
      patch({ authLoading: true, error: null });
      try {
        await apollo.mutate({ mutation: RegisterAdminMutation, variables: { input: { email, password, registrationKey } } });
        const { user } = await signInWithEmailAndPassword(firebaseAuth(), email, password);
        await user.getIdToken(true);
        patch({ user, isAdmin: true, authLoading: false });
        return { ok: true, fieldErrors: {} };
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        patch({ authLoading: false, error: messageOf(error, REGISTRATION_FAILED) });
        return { ok: false, fieldErrors };
      }
    },
    [apollo, patch],
  );

  const logout = useCallback(
    async (notice?: SignedOutNotice) => {
      patch({ authLoading: true, error: null, signedOutNotice: notice ?? null });
      try {
        await signOut(firebaseAuth());
        await apollo.clearStore();
        patch({ user: null, isAdmin: false, companyId: null, authLoading: false });
      } catch {
        patch({ authLoading: false, error: LOGOUT_FAILED });
      }
    },
    [apollo, patch],
  );

  const value = useMemo(
    () => ({ ...state, adminLogin, companyLogin, registerAdmin, logout, clearError: () => patch({ error: null }) }),
    [state, adminLogin, companyLogin, registerAdmin, logout, patch],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
