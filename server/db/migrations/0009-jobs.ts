import { sql, type Kysely } from "kysely";

// Jobs (issue 13): a job and its language versions, each with its own slug; applications to a job or open ones, with
// their CV (bytes in the row on PostgreSQL, in a file beside the embedded database), staff notes and the last
// activity the retention sweep counts from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft").check(sql`status in ('draft', 'published', 'closed')`))
    .addColumn("employment_type", "text", (col) =>
      col.notNull().check(sql`employment_type in ('full-time', 'part-time', 'contract', 'temporary', 'internship')`),
    )
    .addColumn("remote", "text", (col) => col.notNull().check(sql`remote in ('on-site', 'hybrid', 'remote')`))
    // A day in the company's calendar, as text: the driver would turn a date column into a moment in its own zone.
    .addColumn("closing_date", "text", (col) => col.check(sql`closing_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn("example", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("published_at", "timestamptz")
    .addColumn("closed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("jobs_status_idx").on("jobs").columns(["status", "closing_date"]).execute();

  await db.schema
    .createTable("job_translations")
    .addColumn("job_id", "uuid", (col) => col.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("lang", "text", (col) => col.notNull().check(sql`lang in ('se', 'en', 'fi', 'no')`))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("requirements", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("locations", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("department", "text", (col) => col.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("job_translations_pk", ["job_id", "lang"])
    .execute();
  // A slug is unique within its language: /en/jobs/x names one job.
  await db.schema.createIndex("job_translations_slug_idx").on("job_translations").columns(["lang", "slug"]).unique().execute();

  await db.schema
    .createTable("job_applications")
    .addColumn("id", "uuid", (col) => col.primaryKey())
    // An application outlives its job: the title it was sent for stays.
    .addColumn("job_id", "uuid", (col) => col.references("jobs.id").onDelete("set null"))
    .addColumn("job_title", "text")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("linkedin_url", "text")
    .addColumn("cover_letter", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("new").check(sql`status in ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected')`),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // Created, status changed, note added: the retention sweep deletes two years after it.
    .addColumn("last_activity_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("job_applications_activity_idx").on("job_applications").column("last_activity_at").execute();
  await db.schema.createIndex("job_applications_job_idx").on("job_applications").columns(["job_id", "created_at"]).execute();

  await db.schema
    .createTable("job_application_files")
    .addColumn("application_id", "uuid", (col) => col.primaryKey().references("job_applications.id").onDelete("cascade"))
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    // Null where the bytes are a file beside the embedded database (DATA_DIR/job-applications).
    .addColumn("data", "bytea")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("job_application_notes")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("application_id", "uuid", (col) => col.notNull().references("job_applications.id").onDelete("cascade"))
    .addColumn("author_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("job_application_notes_idx").on("job_application_notes").columns(["application_id", "created_at"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("0009-jobs cannot be undone");
}
