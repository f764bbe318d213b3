// Everything the product holds about one person, found by their email address (and, for an account, its id): read
// for an export (JSON plus the files, zipped with fflate) and deleted for an erasure. The erasure leaves no row or
// file that names the address; what it keeps (the request's record without the address, and the security log's
// note of the erasure with counts) is listed in KEPT_AFTER_ERASURE (app/lib/privacy-contract.ts) and shown to the person.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { zipSync, type Zippable } from "fflate";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { ApplicationStore } from "../jobs/applications.ts";
import { attachmentPathsOf, deleteChatMedia } from "./retention.ts";

export interface Person {
  email: string;
  /** The account, when the person has one (signed in, or found by the address). */
  userId: string | null;
}

export interface PersonDataStores {
  db: Db;
  chatMediaFolder: string | null;
  applications: ApplicationStore;
}

const normal = (email: string) => email.trim().toLowerCase();

/** "anna.lind@example.se" → "a•••@e•••.se": enough for staff to tell requests apart, not enough to name anyone. */
export function emailHint(email: string): string {
  const [local = "", domain = ""] = normal(email).split("@");
  const tld = domain.includes(".") ? domain.slice(domain.lastIndexOf(".")) : "";
  return `${local.slice(0, 1)}•••@${domain.slice(0, 1)}•••${tld}`;
}

/** The account an address belongs to, if any. */
export async function accountOf(db: Db, email: string): Promise<string | null> {
  const row = await db.selectFrom("user").select("id").where(sql`lower(email)`, "=", normal(email)).executeTakeFirst();
  return row?.id ?? null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function conversationIdsOf(db: Db, person: Person): Promise<string[]> {
  const email = normal(person.email);
  const rows = await db
    .selectFrom("conversations")
    .select("id")
    .where((eb) =>
      eb.or([
        eb(sql`lower(contact_email)`, "=", email),
        ...(person.userId ? [eb("user_id", "=", person.userId)] : []),
        eb("lead_id", "in", eb.selectFrom("leads").select("id").where(sql`lower(email)`, "=", email)),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

export interface PersonExport {
  data: Record<string, unknown>;
  files: Record<string, Uint8Array>;
}

/** The person's data as one JSON document and the files it names. */
export async function collectPersonData(stores: PersonDataStores, person: Person, { withFiles = true } = {}): Promise<PersonExport> {
  const { db } = stores;
  const email = normal(person.email);
  const files: Record<string, Uint8Array> = {};
  const userId = person.userId;

  const profile = userId
    ? await db.selectFrom("user").select(["id", "name", "email", "emailVerified", "role", "twoFactorEnabled", "createdAt", "updatedAt"]).where("id", "=", userId).executeTakeFirst()
    : undefined;
  const signInMethods = userId ? await db.selectFrom("account").select(["providerId", "createdAt"]).where("userId", "=", userId).execute() : [];
  const passkeys = userId ? await db.selectFrom("passkey").select(["name", "deviceType", "createdAt"]).where("userId", "=", userId).execute() : [];
  const sessions = userId
    ? await db.selectFrom("session").select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"]).where("userId", "=", userId).orderBy("createdAt").execute()
    : [];
  const securityEvents = await db
    .selectFrom("security_events")
    .select(["event_type", "severity", "details", "ip_prefix", "user_agent", "created_at"])
    .where((eb) => eb.or([eb(sql`lower(email)`, "=", email), ...(userId ? [eb("user_id", "=", userId)] : [])]))
    .orderBy("created_at")
    .execute();

  const conversationIds = await conversationIdsOf(db, person);
  const conversations = [];
  for (const id of conversationIds) {
    const conversation = await db.selectFrom("conversations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const messages = await db.selectFrom("chat_messages").select(["content", "sender_type", "sender_name", "media", "created_at"]).where("session_id", "=", id).orderBy("created_at").execute();
    const notes = await db.selectFrom("conversation_notes").select(["author_name", "body", "created_at"]).where("session_id", "=", id).orderBy("created_at").execute();
    conversations.push({
      id,
      language: conversation.language,
      status: conversation.status,
      contactName: conversation.contact_name,
      contactEmail: conversation.contact_email,
      contactPhone: conversation.contact_phone,
      contactMessage: conversation.contact_message,
      rating: conversation.rating,
      createdAt: iso(conversation.created_at),
      updatedAt: iso(conversation.updated_at),
      messages: messages.map((message) => ({
        sender: message.sender_type,
        senderName: message.sender_name,
        content: message.content,
        attachments: message.media.map((item) => ({ name: item.name, file: `attachments/${item.url.split("/").pop()}` })),
        createdAt: iso(message.created_at),
      })),
      staffNotes: notes.map((note) => ({ author: note.author_name, body: note.body, createdAt: iso(note.created_at) })),
    });
    for (const path of withFiles ? await attachmentPathsOf(db, [id]) : []) {
      const row = await db.selectFrom("chat_media").select(["data"]).where("path", "=", path).executeTakeFirst();
      if (!row) continue;
      const bytes = row.data ?? (stores.chatMediaFolder ? await readFile(join(stores.chatMediaFolder, path)).catch(() => null) : null);
      if (bytes) files[`attachments/${path}`] = new Uint8Array(bytes);
    }
  }

  const leadRows = await db.selectFrom("leads").selectAll().where(sql`lower(email)`, "=", email).orderBy("created_at").execute();
  const leads = [];
  for (const lead of leadRows) {
    const notes = await db.selectFrom("lead_notes").select(["author_name", "body", "created_at"]).where("lead_id", "=", lead.id).orderBy("created_at").execute();
    leads.push({
      id: lead.id,
      source: lead.source,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      message: lead.message,
      status: lead.status,
      createdAt: iso(lead.created_at),
      staffNotes: notes.map((note) => ({ author: note.author_name, body: note.body, createdAt: iso(note.created_at) })),
    });
  }

  const applicationRows = await db.selectFrom("job_applications").selectAll().where(sql`lower(email)`, "=", email).orderBy("created_at").execute();
  const applications = [];
  for (const application of applicationRows) {
    const notes = await db.selectFrom("job_application_notes").select(["author_name", "body", "created_at"]).where("application_id", "=", application.id).execute();
    const cv = withFiles ? await stores.applications.cv(application.id) : null;
    const cvFile = cv ? `cv/${application.id}-${cv.name.replace(/[^\w.-]+/g, "_")}` : null;
    if (cv && cvFile) files[cvFile] = new Uint8Array(cv.data);
    applications.push({
      id: application.id,
      jobTitle: application.job_title,
      name: application.name,
      email: application.email,
      phone: application.phone,
      linkedinUrl: application.linkedin_url,
      coverLetter: application.cover_letter,
      status: application.status,
      createdAt: iso(application.created_at),
      lastActivityAt: iso(application.last_activity_at),
      cv: cvFile,
      staffNotes: notes.map((note) => ({ author: note.author_name, body: note.body, createdAt: iso(note.created_at) })),
    });
  }

  const bookings = (
    await db.selectFrom("bookings").select(["id", "starts_at", "ends_at", "status", "name", "email", "company", "topic", "language", "created_at", "cancelled_at"]).where(sql`lower(email)`, "=", email).orderBy("starts_at").execute()
  ).map((booking) => ({ ...booking, starts_at: iso(booking.starts_at), ends_at: iso(booking.ends_at), created_at: iso(booking.created_at), cancelled_at: iso(booking.cancelled_at) }));

  const mails = (
    await db.selectFrom("mail_outbox").select(["subject", "text_body", "kind", "status", "created_at"]).where(sql`lower(to_address)`, "=", email).orderBy("created_at").execute()
  ).map((mail) => ({ subject: mail.subject, text: mail.text_body, kind: mail.kind, status: mail.status, createdAt: iso(mail.created_at) }));

  const privacyRequests = (
    await db.selectFrom("privacy_requests").select(["id", "source", "state", "created_at", "completed_at"]).where("email", "=", email).orderBy("created_at").execute()
  ).map((request) => ({ id: request.id, source: request.source, state: request.state, createdAt: iso(request.created_at), completedAt: iso(request.completed_at) }));

  const data = {
    exportedAt: new Date().toISOString(),
    email,
    profile: profile ? { ...profile, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) } : null,
    signInMethods: signInMethods.map((method) => ({ provider: method.providerId, createdAt: iso(method.createdAt) })),
    passkeys: passkeys.map((passkey) => ({ name: passkey.name, deviceType: passkey.deviceType, createdAt: iso(passkey.createdAt) })),
    sessions: sessions.map((session) => ({ createdAt: iso(session.createdAt), lastActiveAt: iso(session.updatedAt), expiresAt: iso(session.expiresAt), ipAddress: session.ipAddress, userAgent: session.userAgent })),
    securityEvents: securityEvents.map((event) => ({ type: event.event_type, severity: event.severity, details: event.details, network: event.ip_prefix, userAgent: event.user_agent, createdAt: iso(event.created_at) })),
    conversations,
    leads,
    applications,
    bookings,
    mails,
    privacyRequests,
    // Page views and consent choices are stored without anything that names a person, so they cannot be found by address.
    notStoredPerPerson: ["pageViews", "consentRecords"],
  };
  return { data, files };
}

/** The export as a ZIP: data.json and the files beside it. */
export function exportZip(exported: PersonExport): Uint8Array {
  const entries: Zippable = { "data.json": new TextEncoder().encode(JSON.stringify(exported.data, null, 2)) };
  for (const [name, bytes] of Object.entries(exported.files)) entries[name] = [bytes, { level: 0 }];
  return zipSync(entries, { level: 6 });
}

/** How many rows (and files) of each kind an erasure deleted. */
export type ErasureCounts = Record<string, number>;

/** How many of each kind the product holds about the person (what the request page shows once the link is confirmed). */
export async function countPersonData(stores: PersonDataStores, person: Person): Promise<Record<string, number>> {
  const exported = await collectPersonData(stores, person, { withFiles: false });
  const data = exported.data as Record<string, unknown[] | unknown>;
  const count = (key: string) => (Array.isArray(data[key]) ? (data[key] as unknown[]).length : 0);
  return {
    account: data.profile ? 1 : 0,
    conversations: count("conversations"),
    leads: count("leads"),
    applications: count("applications"),
    bookings: count("bookings"),
    mails: count("mails"),
    securityEvents: count("securityEvents"),
  };
}

/** Deletes everything that names the person; the counts per kind. */
export async function erasePerson(stores: PersonDataStores, person: Person, actor: { userId?: string }): Promise<ErasureCounts> {
  const { db } = stores;
  const email = normal(person.email);
  const counts: ErasureCounts = {};
  const contains = (column: string) => sql<boolean>`(position(${email} in lower(${sql.ref(column)})) > 0)`;

  const conversationIds = await conversationIdsOf(db, person);
  const paths = await attachmentPathsOf(db, conversationIds);
  counts.conversations = conversationIds.length ? (await db.deleteFrom("conversations").where("id", "in", conversationIds).returning("id").execute()).length : 0;
  counts.chatAttachments = await deleteChatMedia(db, stores.chatMediaFolder, paths);

  const leadIds = (await db.selectFrom("leads").select("id").where(sql`lower(email)`, "=", email).execute()).map((row) => row.id);
  counts.mails = (
    await db
      .deleteFrom("mail_outbox")
      .where((eb) =>
        eb.or([
          eb(sql`lower(to_address)`, "=", email),
          eb(sql`lower(coalesce(reply_to, ''))`, "=", email),
          eb(contains("text_body"), "=", true),
          eb(contains("subject"), "=", true),
          ...(leadIds.length ? [eb("lead_id", "in", leadIds)] : []),
        ]),
      )
      .returning("id")
      .execute()
  ).length;
  counts.leads = leadIds.length ? (await db.deleteFrom("leads").where("id", "in", leadIds).returning("id").execute()).length : 0;
  counts.applications = await stores.applications.removeByEmail(email, { reason: "erasure", userId: actor.userId });
  counts.bookings = (await db.deleteFrom("bookings").where(sql`lower(email)`, "=", email).returning("id").execute()).length;
  counts.securityEvents = (
    await db
      .deleteFrom("security_events")
      .where((eb) =>
        eb.or([eb(sql`lower(coalesce(email, ''))`, "=", email), eb(sql<boolean>`(position(${email} in lower(details::text)) > 0)`, "=", true), ...(person.userId ? [eb("user_id", "=", person.userId)] : [])]),
      )
      .returning("id")
      .execute()
  ).length;
  counts.signInAttempts = (await db.deleteFrom("rate_limits").where(contains("key"), "=", true).returning("key").execute()).length;
  counts.verificationTokens = (
    await db.deleteFrom("verification").where((eb) => eb.or([eb(contains("identifier"), "=", true), eb(contains("value"), "=", true)])).returning("id").execute()
  ).length;
  // Sessions, sign-in methods, second factors and passkeys go with the account (on delete cascade).
  counts.account = person.userId ? (await db.deleteFrom("user").where("id", "=", person.userId).returning("id").execute()).length : 0;
  await db.updateTable("privacy_requests").set({ email: null, token_hash: null }).where("email", "=", email).execute();
  return counts;
}
