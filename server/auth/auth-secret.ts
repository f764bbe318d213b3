// The secret Better Auth signs cookies and encrypts TOTP secrets with. AUTH_SECRET when set; otherwise one made on
// the first start and kept in the database, so every instance on one PostgreSQL (and every restart) shares it.
import { randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";

const AUTH_SECRET_NAME = "auth_secret";

export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  // Instances starting together both try; the first insert wins and every one reads the winner.
  await db
    .insertInto("server_secrets")
    .values({ name: AUTH_SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", AUTH_SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}
