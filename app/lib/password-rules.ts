// The password rules of sign-up, reset and change (SPEC section 8's weak_password with reasons). The server enforces
// them; the browser runs the same function for feedback while typing. No server imports: the browser bundles it.
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_PROBLEMS = ["too_short", "too_common", "contains_email"] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** Parts of an address's local part this short appear in too many good passwords to refuse them. */
const MIN_EMAIL_PART_LENGTH = 4;

const LOOKALIKES: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** The password as a list entry: lower case, and with the look-alike characters people swap in (p@ssw0rd) read back. */
function listForms(password: string): string[] {
  const lower = password.toLowerCase();
  const withoutTrailingMarks = lower.replace(/[!?.*#]{1,3}$/, "");
  const readBack = lower.replace(/[013457@$]/g, (c) => LOOKALIKES[c] ?? c);
  return [lower, withoutTrailingMarks, readBack];
}

/** The local part of an address and its longer pieces (anna.svensson → anna.svensson, anna, svensson). */
function emailParts(email: string): string[] {
  const local = email.toLowerCase().split("@")[0] ?? "";
  const pieces = local.split(/[._+-]+/).filter((piece) => piece.length >= MIN_EMAIL_PART_LENGTH);
  return [...new Set([local, ...pieces])].filter((part) => part.length >= 3);
}

/**
 * Why a password is refused: fewer than PASSWORD_MIN_LENGTH characters, in the list of common passwords (case and
 * look-alike characters ignored), or containing the address's local part. An empty list means it is accepted.
 */
export function passwordProblems(password: string, email: string | null | undefined, commonPasswords: ReadonlySet<string>): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push("too_short");
  if (listForms(password).some((form) => commonPasswords.has(form))) problems.push("too_common");
  const lower = password.toLowerCase();
  if (email && emailParts(email).some((part) => lower.includes(part))) problems.push("contains_email");
  return problems;
}
