// A person's rights over their data (decision 021), as one service of the composition root:
// - a visitor without an account gives their address; a confirmation link goes to it (the token only hashed, single
//   use, expiring). The answer is the same whether or not the address is known: nothing is looked up before the link
//   is opened, and the same work (a row, a mail) is done for every address. The link then downloads the data or
//   erases it, once.
// - a signed-in user exports their data, or erases their account after re-authentication (server/privacy/routes.ts).
// - staff carry out an erasure by address for someone who asked another way, and see every request's state.
// Every request, export and erasure is written to the security log, without the address.
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { formatWait } from "../../app/lib/wait-time.ts";
import { PRIVACY_LINK_VALIDITY_SECONDS, PRIVACY_REQUESTS_PAGE_SIZE, type PrivacyRequestList, type PrivacyRequestView } from "../../app/lib/privacy-contract.ts";
import { logSecurityEvent } from "../auth/security-log.ts";
import type { Db } from "../db/database.ts";
import type { PrivacyRequestsTable } from "../db/schema.ts";
import type { ApplicationStore } from "../jobs/applications.ts";
import type { Mailer } from "../mail/mailer.ts";
import { countRequest, type AddressLimit } from "../security/address-limits.ts";
import { accountOf, collectPersonData, countPersonData, emailHint, erasePerson, exportZip, type ErasureCounts, type Person } from "./person-data.ts";
import { createRetentionJob, type RetentionJob } from "./retention.ts";
import type { Selectable } from "kysely";

/** Requests one client address may send (an office shares one; a person asks once or twice). */
export const PRIVACY_REQUEST_ADDRESS_LIMIT: AddressLimit = { name: "privacy-requests", requests: 5, windowSeconds: 15 * 60 };
/** Confirmation mails one email address receives in 24 hours at most; further requests get the same answer, no mail. */
export const PRIVACY_MAILS_PER_ADDRESS_PER_DAY = 3;

export const SECURITY_EVENT_PRIVACY_REQUEST = "privacy_request_received";
export const SECURITY_EVENT_PRIVACY_EXPORT = "privacy_data_exported";
export const SECURITY_EVENT_PRIVACY_ERASURE = "privacy_data_erased";

export interface PrivacyServiceOptions {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  organizationName: string;
  chatMediaFolder: string | null;
  applications: ApplicationStore;
  /** Better Auth's password check for the signed-in request (POST /verify-password); false when it is wrong. */
  verifyPassword(headers: Headers, password: string): Promise<boolean>;
}

/** What a confirmed link shows: the address it was sent to and how much is held. */
export interface ConfirmedRequest {
  id: string;
  email: string;
  counts: Record<string, number>;
}

export type RequestOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

export type AccountErasureOutcome =
  | { ok: true; deleted: ErasureCounts }
  | { ok: false; problem: "wrongPassword" | "noPassword" }
  | { ok: false; problem: "rateLimited"; retryAfterSeconds: number };

/** Password checks before an account erasure, per account (SPEC section 9: 5 attempts per 15 minutes). */
export const ACCOUNT_ERASURE_LIMIT: AddressLimit = { name: "account-erasure", requests: 5, windowSeconds: 15 * 60 };

export interface PrivacyService {
  retention: RetentionJob;
  /** A visitor asks by address: always the same answer unless this client is over its limit. */
  request(email: string, lang: Lang, clientAddress: string): Promise<RequestOutcome>;
  /** The request a link's token names while it is unused and valid. */
  confirmed(token: string): Promise<ConfirmedRequest | null>;
  /** Uses the link once: the ZIP, or null when the link is used, expired or unknown. */
  exportByToken(token: string): Promise<Uint8Array | null>;
  /** Uses the link once: the request's id with the erasure's counts, or null when the link is used, expired or unknown. */
  eraseByToken(token: string): Promise<{ id: string; deleted: ErasureCounts } | null>;
  /** What an erasure deleted (counts only), for the page the person lands on after it. */
  erasureOutcome(requestId: string): Promise<ErasureCounts | null>;
  /** A signed-in user's export (their account and everything tied to their address). */
  exportAccount(user: { id: string; email: string }, lang: Lang): Promise<Uint8Array>;
  /** A signed-in user's erasure of their account, after their password is checked again (5 tries in 15 minutes). */
  eraseAccount(user: { id: string; email: string }, password: string, headers: Headers, lang: Lang): Promise<AccountErasureOutcome>;
  /** Staff erase by address for a person who asked another way. */
  eraseByStaff(email: string, staffId: string, lang: Lang): Promise<{ id: string; deleted: ErasureCounts }>;
  list(page: number): Promise<PrivacyRequestList>;
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPrivacyToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

function mailTexts(lang: Lang) {
  const messages = LOCALES[lang].privacy.privacyMail as unknown as Messages;
  return (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
}

function view(row: Selectable<PrivacyRequestsTable>): PrivacyRequestView {
  return {
    id: row.id,
    source: row.source,
    emailHint: row.email_hint,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    deleted: row.deleted,
  };
}

export function createPrivacyService(options: PrivacyServiceOptions): PrivacyService {
  const { db, mailer } = options;
  const stores = { db, chatMediaFolder: options.chatMediaFolder, applications: options.applications };
  const retention = createRetentionJob({ db, chatMediaFolder: options.chatMediaFolder, applications: options.applications });

  /** Marks a link used (one instance wins when two clicks race) and returns its request. */
  async function consume(token: string, state: "exported" | "erased") {
    if (!isPrivacyToken(token)) return null;
    return db
      .updateTable("privacy_requests")
      .set({ state, token_hash: null, completed_at: sql<Date>`now()` })
      .where("token_hash", "=", tokenHash(token))
      .where("state", "=", "awaiting_confirmation")
      .where("expires_at", ">", sql<Date>`now()`)
      .returning(["id", "email"])
      .executeTakeFirst();
  }

  async function personOf(email: string): Promise<Person> {
    return { email, userId: await accountOf(db, email) };
  }

  async function record(source: PrivacyRequestsTable["source"], email: string, state: PrivacyRequestsTable["state"], lang: Lang, extra: { handledBy?: string; deleted?: ErasureCounts } = {}) {
    return db
      .insertInto("privacy_requests")
      .values({
        source,
        email: state === "erased" ? null : email.toLowerCase(),
        email_hint: emailHint(email),
        state,
        language: lang,
        handled_by: extra.handledBy ?? null,
        deleted: extra.deleted ? JSON.stringify(extra.deleted) : null,
        completed_at: new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  }

  return {
    retention,

    async request(rawEmail, lang, clientAddress) {
      const wait = await countRequest(db, PRIVACY_REQUEST_ADDRESS_LIMIT, clientAddress);
      if (wait !== null) return { ok: false, retryAfterSeconds: wait };
      const email = rawEmail.trim().toLowerCase();
      const recent = await db
        .selectFrom("privacy_requests")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("email", "=", email)
        .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= PRIVACY_MAILS_PER_ADDRESS_PER_DAY) return { ok: true };
      const token = randomBytes(32).toString("base64url");
      const row = await db
        .insertInto("privacy_requests")
        .values({
          source: "visitor",
          email,
          email_hint: emailHint(email),
          state: "awaiting_confirmation",
          token_hash: tokenHash(token),
          language: lang,
          expires_at: sql<Date>`now() + make_interval(secs => ${PRIVACY_LINK_VALIDITY_SECONDS})`,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const t = mailTexts(lang);
      const vars = { org: options.organizationName, url: `${options.siteUrl}/${lang}/my-data/${token}`, validity: formatWait(lang, PRIVACY_LINK_VALIDITY_SECONDS) };
      await mailer.send({ to: email, subject: t("subject", vars), text: [t("body", vars), t("notYou", vars), `${t("closing")}\n${options.organizationName}`].join("\n\n"), kind: "privacy-confirmation" });
      await logSecurityEvent(db, { type: SECURITY_EVENT_PRIVACY_REQUEST, details: { requestId: row.id, source: "visitor" } });
      return { ok: true };
    },

    async confirmed(token) {
      if (!isPrivacyToken(token)) return null;
      const row = await db
        .selectFrom("privacy_requests")
        .select(["id", "email"])
        .where("token_hash", "=", tokenHash(token))
        .where("state", "=", "awaiting_confirmation")
        .where("expires_at", ">", sql<Date>`now()`)
        .executeTakeFirst();
      if (!row?.email) return null;
      return { id: row.id, email: row.email, counts: await countPersonData(stores, await personOf(row.email)) };
    },

    async exportByToken(token) {
      const row = await consume(token, "exported");
      if (!row?.email) return null;
      const zip = exportZip(await collectPersonData(stores, await personOf(row.email)));
      await logSecurityEvent(db, { type: SECURITY_EVENT_PRIVACY_EXPORT, details: { requestId: row.id, source: "visitor" } });
      return zip;
    },

    async eraseByToken(token) {
      const row = await consume(token, "erased");
      if (!row?.email) return null;
      const deleted = await erasePerson(stores, await personOf(row.email), {});
      await db.updateTable("privacy_requests").set({ email: null, deleted: JSON.stringify(deleted) }).where("id", "=", row.id).execute();
      await logSecurityEvent(db, { type: SECURITY_EVENT_PRIVACY_ERASURE, details: { requestId: row.id, source: "visitor", deleted } });
      return { id: row.id, deleted };
    },

    async erasureOutcome(requestId) {
      if (!UUID.test(requestId)) return null;
      const row = await db.selectFrom("privacy_requests").select("deleted").where("id", "=", requestId).where("state", "=", "erased").executeTakeFirst();
      return row?.deleted ?? null;
    },

    async exportAccount(user, lang) {
      const zip = exportZip(await collectPersonData(stores, { email: user.email, userId: user.id }));
      const row = await record("account", user.email, "exported", lang);
      await logSecurityEvent(db, { type: SECURITY_EVENT_PRIVACY_EXPORT, userId: user.id, email: user.email, details: { requestId: row.id, source: "account" } });
      return zip;
    },

    async eraseAccount(user, password, headers, lang) {
      const wait = await countRequest(db, ACCOUNT_ERASURE_LIMIT, user.id);
      if (wait !== null) return { ok: false, problem: "rateLimited", retryAfterSeconds: wait };
      const credential = await db.selectFrom("account").select("id").where("userId", "=", user.id).where("providerId", "=", "credential").executeTakeFirst();
      // Without a password (company sign-in, passkey only), the link mailed by the request page is the re-check.
      if (!credential) return { ok: false, problem: "noPassword" };
      if (!(await options.verifyPassword(headers, password))) return { ok: false, problem: "wrongPassword" };
      const deleted = await erasePerson(stores, { email: user.email, userId: user.id }, {});
      const row = await record("account", user.email, "erased", lang, { deleted });
      await logSecurityEvent(db, { type: SECURITY_EVENT_PRIVACY_ERASURE, details: { requestId: row.id, source: "account", deleted } });
      return { ok: true, deleted };
    },

    async eraseByStaff(email, staffId, lang) {
      const deleted = await erasePerson(stores, await personOf(email), { userId: staffId });
      const row = await record("staff", email, "erased", lang, { handledBy: staffId, deleted });
      await logSecurityEvent(db, { type: SECURITY_EVENT_PRIVACY_ERASURE, userId: staffId, details: { requestId: row.id, source: "staff", deleted } });
      return { id: row.id, deleted };
    },

    async list(page) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom("privacy_requests")
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(PRIVACY_REQUESTS_PAGE_SIZE)
          .offset((page - 1) * PRIVACY_REQUESTS_PAGE_SIZE)
          .execute(),
        db.selectFrom("privacy_requests").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { requests: rows.map(view), page, pageSize: PRIVACY_REQUESTS_PAGE_SIZE, total: Number(count.n), retention: await retention.status() };
    },
  };
}
