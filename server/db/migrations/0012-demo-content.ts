import type { Kysely } from "kysely";

// Which example sets DEMO_CONTENT has published in this database: each is published once, at the first start, so
// staff who delete the examples never see them come back on the next start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("demo_content_seeds")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("seeded_at", "timestamptz", (col) => col.notNull().defaultTo(db.fn("now")))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("0012-demo-content cannot be undone");
}
