// Better Auth's error codes and the `authErrors` texts (account namespace) that say them: the server answers its
// refusals with these texts in the caller's language, and the pages say the codes they make themselves the same way.
export const AUTH_ERROR_TEXT_KEYS: Record<string, string> = {
  NETWORK: "network",
  INVALID_EMAIL_OR_PASSWORD: "wrongCredentials",
  EMAIL_NOT_VERIFIED: "notVerified",
  INVALID_PASSWORD: "wrongPassword",
  USER_ALREADY_EXISTS: "userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "userExists",
  INVALID_EMAIL: "invalidEmail",
  INVALID_OTP: "invalidCode",
  INVALID_CODE: "invalidCode",
  TOTP_CODE_ALREADY_USED: "codeUsed",
  OTP_EXPIRED: "codeExpired",
  OTP_HAS_EXPIRED: "codeExpired",
  TOO_MANY_ATTEMPTS: "tooManyAttempts",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "tooManyAttempts",
  ACCOUNT_TEMPORARILY_LOCKED: "locked",
  INVALID_TWO_FACTOR_COOKIE: "challengeExpired",
  INVALID_BACKUP_CODE: "invalidBackupCode",
  INVALID_TOKEN: "invalidToken",
  TOKEN_EXPIRED: "invalidToken",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  SESSION_NOT_FRESH: "sessionNotFresh",
  SESSION_EXPIRED: "sessionNotFresh",
  UNAUTHORIZED: "signedOut",
  HTTP_401: "signedOut",
  TOTP_ALREADY_ENABLED: "alreadyEnabled",
  EMAIL_IS_THE_SAME: "sameEmail",
  AUTH_CANCELLED: "passkeyCancelled",
  PASSKEY_CANCELLED: "passkeyCancelled",
  PASSKEY_FAILED: "passkeyFailed",
};

/** The `authErrors` text for a code; anything unknown is the generic one. */
export function authErrorTextKey(code: string): string {
  return AUTH_ERROR_TEXT_KEYS[code] ?? "generic";
}
