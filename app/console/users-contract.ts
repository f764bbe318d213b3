// What the console's users section and /api/staff/users say to each other.
import type { AccountRole } from "../account/account-context.ts";
import type { Lang } from "../lib/languages.ts";

/** The roles an administrator gives: one each (the admin plugin could hold several). */
export const ASSIGNABLE_ROLES = ["user", "agent", "admin"] as const satisfies readonly AccountRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const USERS_PAGE_SIZE = 25;
/** The longest search text. */
export const USER_SEARCH_MAX_LENGTH = 200;
export const USER_NAME_MAX_LENGTH = 120;

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  roles: AccountRole[];
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Better Auth's `banned`: the person cannot sign in. */
  disabled: boolean;
  createdAt: string;
  /** The newest sign-in in the security log; null when there is none. */
  lastSignInAt: string | null;
}

export interface UserListResponse {
  users: UserSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface InviteRequest {
  email: string;
  name: string;
  role: AssignableRole;
  /** The language the invitation is written in; the caller's by default. */
  mailLanguage?: Lang;
}

export interface UserActionResponse {
  user: UserSummary;
}

/** The actions on one account: POST /api/staff/users/:id/{action}. */
export const USER_ACTIONS = ["role", "disable", "enable", "end-sessions", "reset-mfa"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
