// The signed-in user again from GET /users/me, after something changed it on the server (a
// purchase: balance and subscriptions, which drive premium access and every query's viewer key).
// Like the host app's fresh-user hook, the answer is taken only while the same user is signed in.
import { getMe } from '../profile/api';
import { $auth, setUser, userFromApi } from '../session/auth-state';

/** Resolves true when the user was replaced; a failure leaves the user as it was. */
export async function refreshUser(): Promise<boolean> {
  const before = $auth.get().user;
  if (!before) return false;
  try {
    const me = await getMe();
    const current = $auth.get().user;
    if (!current || current.id !== me.result.id) return false;
    setUser(userFromApi(me.result));
    return true;
  } catch {
    // A 401 is handled by core's handler; anything else leaves the user as it was.
    return false;
  }
}
