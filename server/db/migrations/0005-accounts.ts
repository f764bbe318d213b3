import { sql, type Kysely } from "kysely";

/**
 * Better Auth's tables for core, twoFactor, admin, jwt and passkey, as its compileMigrations() printed them
 * (better-auth 1.7.25, @better-auth/passkey 1.7.6; emailOTP and magicLink keep their codes in "verification").
 * Its own names (camelCase, quoted) are kept so the library needs no field mapping.
 * server/auth/accounts-schema.test.ts fails when a plugin wants a table, column or index this migration lacks.
 */
const BETTER_AUTH_TABLES = [
  `create table "user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null, "twoFactorEnabled" boolean, "role" text, "banned" boolean, "banReason" text, "banExpires" timestamptz)`,
  `create table "session" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "user" ("id") on delete cascade, "impersonatedBy" text)`,
  `create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null)`,
  `create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null)`,
  `create table "twoFactor" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "user" ("id") on delete cascade, "verified" boolean, "failedVerificationCount" integer, "lockedUntil" timestamptz)`,
  `create table "jwks" ("id" text not null primary key, "publicKey" text not null, "privateKey" text not null, "createdAt" timestamptz not null, "expiresAt" timestamptz, "alg" text, "crv" text)`,
  `create table "passkey" ("id" text not null primary key, "name" text, "publicKey" text not null, "userId" text not null references "user" ("id") on delete cascade, "credentialID" text not null, "counter" integer not null, "deviceType" text not null, "backedUp" boolean not null, "transports" text, "createdAt" timestamptz, "aaguid" text)`,
  `create index "session_userId_idx" on "session" ("userId")`,
  `create index "account_userId_idx" on "account" ("userId")`,
  `create index "verification_identifier_idx" on "verification" ("identifier")`,
  `create index "twoFactor_secret_idx" on "twoFactor" ("secret")`,
  `create index "twoFactor_userId_idx" on "twoFactor" ("userId")`,
  `create index "passkey_userId_idx" on "passkey" ("userId")`,
  `create index "passkey_credentialID_idx" on "passkey" ("credentialID")`,
];

// Accounts (Better Auth), the security log, TOTP replay protection, the shared auth secret, and chats of users.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of BETTER_AUTH_TABLES) await sql.raw(statement).execute(db);

  await db.schema
    .createTable("security_events")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("email", "text")
    .addColumn("event_type", "text", (col) => col.notNull())
    .addColumn("severity", "text", (col) => col.notNull().check(sql`severity in ('INFO', 'WARNING', 'ERROR')`))
    .addColumn("details", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // The client's network, not the client: IPv4 /24, IPv6 /48.
    .addColumn("ip_prefix", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex("security_events_created_idx").on("security_events").column("created_at").execute();
  await db.schema.createIndex("security_events_user_idx").on("security_events").columns(["user_id", "created_at"]).execute();

  // The newest TOTP time step a user's code was accepted for: a code of that step or an older one is a replay.
  await db.schema
    .createTable("totp_steps")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("last_step", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Secrets made once and shared by every instance on the database (the auth secret when AUTH_SECRET is unset).
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable("conversations").addColumn("user_id", "text", (col) => col.references("user.id").onDelete("set null")).execute();
  await db.schema.createIndex("conversations_user_idx").on("conversations").columns(["user_id", "updated_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("conversations_user_idx").execute();
  await db.schema.alterTable("conversations").dropColumn("user_id").execute();
  for (const table of ["server_secrets", "totp_steps", "security_events", "passkey", "jwks", "twoFactor", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
