// Calls to the e2e server's API from a test (an admin's action, a lookup), beside the browser.
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An access token for a user, through the password sign-in call. */
export async function tokenOf(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', username, password });
  const answer = await apiCall<{ access_token: string }>(baseUrl, '/auth/jwt/login', {
    method: 'POST',
    body,
  });
  return answer.access_token;
}
