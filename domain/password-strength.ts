/**
 * The password-strength helper of the registration screen (req shell-and-accounts §5.3): 5 points per character, decaying for a
 * character seen before (the n-th occurrence of a character earns 5 / n), plus 10 per character class beyond the
 * first among digits, lowercase, uppercase and non-word characters. The label is the leftover template's three
 * (req shell-and-accounts §5.3 "strength labels strong, medium and too short"): 太短 while the password breaks the console's rule
 * (PASSWORD_RULE: at least 8 characters, not digits only), else 强 from STRONG_SCORE points and 中 below.
 * The server does not score: it checks the rule only (a weak but valid password is the user's choice).
 */

/** The points from which a valid password reads 强. */
export const STRONG_SCORE = 60;

export type PasswordStrength = 'strong' | 'medium' | 'short';

export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = { strong: '强', medium: '中', short: '太短' };

/** The score of `password` (an integer ≥ 0; 0 for an empty one). */
export function passwordScore(password: string): number {
  if (!password) return 0;
  const seen = new Map<string, number>();
  let score = 0;
  for (const ch of password) {
    const n = (seen.get(ch) ?? 0) + 1;
    seen.set(ch, n);
    score += 5 / n;
  }
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /\W/].filter((re) => re.test(password)).length;
  score += (classes - 1) * 10;
  return Math.max(0, Math.floor(score));
}

/** Whether `password` meets the console's rule (domain/contracts/account.ts PASSWORD_RULE). */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && !/^\d+$/.test(password);
}

/** The strength of `password`: 'short' while it breaks the rule, else 'strong' from STRONG_SCORE points, else 'medium'. */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRule(password)) return 'short';
  return passwordScore(password) >= STRONG_SCORE ? 'strong' : 'medium';
}
