// For the privacy tests: where an address still stands in the database (every text-like column of every table, found
// through information_schema, so a table added later is searched too), and a person's data made through the real
// stores (a contact request with its mails, a chat conversation with a stored attachment, an application with its CV,
// a booking).
import { readdir } from "node:fs/promises";
import { sql } from "kysely";
import type { TestApp } from "../auth/auth-test-client.ts";
import type { Db } from "../db/database.ts";
import { apply } from "../jobs/jobs-test-support.ts";
import { pdf, png } from "../storage/upload-fixtures.ts";
import { mediaUrl } from "../storage/chat-media-store.ts";

/** "table.column" for every column whose text holds the address (case-insensitive). */
export async function columnsNaming(db: Db, email: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name
    from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      and table_name in (select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE')
    order by table_name, column_name`.execute(db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from ${sql.table(table)} where position(${email.toLowerCase()} in lower(${sql.ref(column)}::text)) > 0`.execute(db);
    if (Number(rows[0]!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Files in a bytes folder (none when the bytes are in the rows). */
export async function filesIn(folder: string | null): Promise<string[]> {
  return folder ? (await readdir(folder)).filter((name) => !name.endsWith(".part")) : [];
}

let addressCounter = 0;

/** Everything a visitor leaves: an inquiry (lead and mails), a conversation with an attachment, an application, a booking. */
export async function personWithData(t: TestApp, email: string, name = "Testperson") {
  const clientKey = `10.9.${++addressCounter}.1`;
  const lead = await t.services.submitContactRequest(
    { name, email, phone: "+46 70 000 00 00", company: "Exempel AB", message: `Ring mig, ${name}`, consent: true },
    { source: "contact-form", language: "en", clientKey },
  );
  if (!lead.ok) throw new Error(`contact request refused: ${JSON.stringify(lead)}`);
  const leadRow = await t.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow();

  const visitorHash = `visitor-${email}`;
  const put = await t.services.chatMedia.put(
    { visitorHash, clientHash: `client-${email}`, originalName: "skarm.png", extension: ".png", contentType: "image/png", data: png() },
    { perVisitor: { uploads: 100, windowMinutes: 60 }, perAddress: { uploads: 100, windowMinutes: 60 }, budgetBytes: 100_000_000 },
  );
  if (!("stored" in put)) throw new Error("upload refused");
  const conversation = await t.db
    .insertInto("conversations")
    .values({ visitor_hash: visitorHash, language: "en", contact_name: name, contact_email: email, lead_id: leadRow.id, reply_language: null, contact_phone: null, contact_message: null, user_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("chat_messages")
    .values({
      session_id: conversation.id,
      content: `Hej, jag heter ${name} och min adress är ${email}`,
      sender_type: "user",
      sender_name: null,
      echo_id: null,
      media: JSON.stringify([{ type: "image", url: mediaUrl(put.stored.path), name: "skarm.png" }]),
    })
    .execute();

  const applied = await apply(t, "en", { email, name, cv: { name: "cv.pdf", data: pdf(), type: "application/pdf" } });
  if (applied.statusCode !== 200) throw new Error(`application refused: ${applied.statusCode}`);
  const application = await t.db.selectFrom("job_applications").select("id").where("email", "=", email).executeTakeFirstOrThrow();

  const start = new Date(Date.now() + 30 * 86_400_000 + addressCounter * 3_600_000);
  await t.db
    .insertInto("bookings")
    .values({
      starts_at: start,
      ends_at: new Date(start.getTime() + 30 * 60_000),
      name,
      email,
      company: "Exempel AB",
      topic: "IT-analys",
      language: "en",
      manage_token_hash: `hash-${email}`,
      client_key: null,
      reminded_at: null,
      cancelled_at: null,
      cancelled_by: null,
    })
    .execute();
  return { attachment: put.stored.path, conversationId: conversation.id, applicationId: application.id, leadId: leadRow.id };
}
