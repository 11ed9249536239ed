import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';

/**
 * The server answers errors of /api/auth/* in the API's one shape, { error: { code, message } }; better-auth's
 * client reads code and message at the top level, so they are lifted back up for it.
 */
async function fetchWithApiErrors(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!body?.error) return response;
  return new Response(JSON.stringify(body.error), { status: response.status, statusText: response.statusText, headers: response.headers });
}

// better-auth's own endpoints live under /api/auth/* on the same origin (session cookies are httpOnly).
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  fetchOptions: { customFetchImpl: fetchWithApiErrors },
  plugins: [
    // No twoFactorPage: the sign-in page reads `twoFactorRedirect` from the answer and shows its code step in place.
    twoFactorClient(),
    inferAdditionalFields({
      user: {
        first_name: { type: 'string', required: false },
        last_name: { type: 'string', required: false },
      },
    }),
  ],
});
