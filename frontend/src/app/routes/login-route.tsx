import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { clearReturnTo, hasAuthResponseInHash, readReturnTo } from '../../auth/return-to';
import { LoadingScreen } from '../../components/loading-screen';
import { useProductName } from '../../config/app-config-context';
import { paths } from '../../config/paths';
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_UNREACHABLE_TEXT, SignInPage } from '../../features/auth/sign-in-page';
import { isSignInUnreachable } from '../../api/client';
import { AuthPendingScreen } from './guards';

/** Navigation state that asks /login to sign the user out first (see the user menu). */
export interface SignOutState {
  signOut: true;
}

export function isSignOutState(state: unknown): state is SignOutState {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}

/** Back to where the visitor was going before sign-in (default /); the stored address is used once. */
function ReturnAfterSignIn() {
  const target = readReturnTo();
  useEffect(() => clearReturnTo(), []);
  return <Navigate to={target} replace />;
}

function SignOutThenStay() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, also under StrictMode's double effects; the navigation clears the request.
    if (started.current) return;
    started.current = true;
    signOut()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        clearReturnTo();
        void navigate(paths.login.href(), { replace: true, state: null });
      });
  }, [signOut, navigate]);
  return <LoadingScreen fullPage label="Signing out..." />;
}

/** /login: the sign-in screen, or on to the stored return address when already signed in. */
export function LoginRoute() {
  const auth = useAuth();
  const location = useLocation();
  const productName = useProductName();
  const [signingIn, setSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (isSignOutState(location.state)) return <SignOutThenStay />;
  if (auth.status === 'authenticated') return <ReturnAfterSignIn />;
  // While a sign-in started here is finishing, the screen stays as it is ('Signing in...').
  if (!signingIn && (auth.status === 'loading' || hasAuthResponseInHash(location.hash))) {
    return <AuthPendingScreen hash={location.hash} />;
  }

  const signIn = async () => {
    setError(null);
    setSigningIn(true);
    try {
      await auth.signIn();
    } catch (cause) {
      console.warn('Sign-in failed', cause);
      setError(isSignInUnreachable(cause) ? SIGN_IN_UNREACHABLE_TEXT : SIGN_IN_FAILED_MESSAGE);
      setSigningIn(false);
    }
  };

  return <SignInPage productName={productName} signingIn={signingIn} error={error} onSignIn={() => void signIn()} />;
}
