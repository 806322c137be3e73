/**
 * Login addresses and the redirect parameter (req shell-and-accounts §4.1): routes outside the whitelist send a
 * signed-out user to `/user/login?redirect=<original address>`; after sign-in the redirect is followed
 * when it is a path inside this console, else the user lands on the workplace.
 */
export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/dashboard/workplace';

export function loginPathWithRedirect(location: { pathname: string; search: string; hash?: string }): string {
  const original = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(original)}`;
}

/** A redirect target that stays inside the console (no other host, not the login pages), else HOME_PATH. */
export function safeRedirect(raw: string | null | undefined): string {
  if (
    !raw ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.startsWith('/\\') ||
    raw.startsWith('/user/') ||
    raw === '/'
  )
    return HOME_PATH;
  return raw;
}
