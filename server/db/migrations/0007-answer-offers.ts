import type { Kysely } from "kysely";

// An assistant answer that offers the visitor an expert keeps that offer, so the widget shows its button after a
// reload and on every device that follows the conversation, not only in the reply that carried it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("chat_messages")
    .addColumn("offer_expert", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("0007-answer-offers cannot be undone");
}
