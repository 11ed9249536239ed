import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';

// better-auth's own endpoints live under /api/auth/* on the same origin (session cookies are httpOnly).
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
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
