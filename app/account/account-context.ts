// What the account pages' loaders and actions reach on the server, as the `account` field of the one request context
// (app/lib/request-context.ts): the visitor's session and what belongs to it, set per request by
// server/http/react-router.ts from server/account/account-page-services.ts.
import type { ChatMessage, ConversationStatus } from "../chat/chat-contract.ts";
import type { SsoOption } from "./sso.ts";

export type AccountRole = "user" | "agent" | "admin";

export interface AccountUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** Every role the account holds (Better Auth's admin plugin keeps them comma-separated). */
  roles: AccountRole[];
  createdAt: string;
}

export interface AccountSession {
  user: AccountUser;
  /** When the session ends unless real activity extends it (ISO time). */
  expiresAt: string;
}

export interface SessionInfo {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  /** The last time the session was extended by activity. */
  lastActiveAt: string;
}

export interface PasskeyInfo {
  id: string;
  name: string | null;
  createdAt: string;
}

/** One line of the dashboard's list (server/auth/user-conversations.ts). */
export interface ConversationSummary {
  id: string;
  status: ConversationStatus;
  createdAt: string;
  /** The last message's time. */
  updatedAt: string;
  messageCount: number;
  /** The newest visitor, assistant or staff message. */
  lastMessage: string | null;
}

export interface ConversationDetail {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: ConversationStatus;
  messages: ChatMessage[];
}

export interface SessionTimeoutSettings {
  /** A session ends after this long without real activity. */
  idleSeconds: number;
  /** The warning dialog opens this long before the end. */
  warningSeconds: number;
}

export interface AccountServices {
  sessionTimeout: SessionTimeoutSettings;
  /** Company sign-in (SSO) when it is configured: the sign-in page offers it under the provider's name. */
  sso: SsoOption | null;
  /** The request's session, read without extending it; null when signed out. */
  session(): Promise<AccountSession | null>;
  listSessions(): Promise<SessionInfo[]>;
  /** Ends one of the signed-in user's own sessions by id; false when it is not theirs. */
  revokeSession(sessionId: string): Promise<boolean>;
  listPasskeys(): Promise<PasskeyInfo[]>;
  listConversations(userId: string): Promise<ConversationSummary[]>;
  /** One of the user's own conversations with its messages; null for anyone else's. */
  conversation(userId: string, conversationId: string): Promise<ConversationDetail | null>;
}
