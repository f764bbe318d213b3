// Jobs on the database: what staff make and change in the console (each language of a job with its own slug), what
// the public pages read (open jobs in a language, one job by its slug), and the jobs as published documents for
// site search, the sitemap and the assistant (server/content/published-content.ts). Routes (job-routes.ts) and the
// pages' loaders (through services.jobs) both come here; neither writes SQL of its own.
import { sql, type Selectable } from "kysely";
import { closingMoment } from "../../app/jobs/job-closing.ts";
import { beforeClosing, companyToday } from "../../app/jobs/job-dates.ts";
import {
  jobFieldErrors,
  jobInputSchema,
  isUuid,
  type JobFieldErrors,
  type JobListItem,
  type JobView,
  type StaffJob,
  type StaffJobSummary,
  type StaffJobTranslation,
  type ValidJobInput,
} from "../../app/jobs/jobs-contract.ts";
import { markdownToText } from "../../app/lib/markdown-text.ts";
import { LANGUAGES, isLang, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import type { PublishedDocument, PublishedSource } from "../content/published-content.ts";
import type { Db } from "../db/database.ts";
import type { JobsTable, JobTranslationsTable } from "../db/schema.ts";

type JobRow = Selectable<JobsTable>;
type TranslationRow = Selectable<JobTranslationsTable>;

export type SaveResult = { ok: true; job: StaffJob } | { ok: false; reason: "invalid"; errors: JobFieldErrors } | { ok: false; reason: "not_found" };
export type StatusResult = { ok: true; job: StaffJob } | { ok: false; reason: "not_found" } | { ok: false; reason: "invalid"; errors: JobFieldErrors };

/** What a public address finds: the job; the same job's slug in this language; or nothing to show in it. */
export type PublicJobLookup =
  | { kind: "found"; job: JobView }
  | { kind: "moved"; slug: string }
  /** A public job's slug in another language, and the job has no text in this one. */
  | { kind: "untranslated" }
  | { kind: "missing" };

/** The job an application names, as the form shows it. */
export interface ApplicationTarget {
  id: string;
  title: string;
  /** Its slug in the form's language, when it has that language. */
  slug: string | null;
  open: boolean;
}

export interface JobStore {
  list(): Promise<StaffJobSummary[]>;
  find(id: string): Promise<StaffJob | null>;
  create(input: unknown, options?: { example?: boolean }): Promise<SaveResult>;
  update(id: string, input: unknown): Promise<SaveResult>;
  publish(id: string): Promise<StatusResult>;
  close(id: string): Promise<StatusResult>;
  remove(id: string): Promise<boolean>;
  /** One language of any job, drafts included: the administrators' preview. */
  preview(id: string, lang: Lang): Promise<JobView | null>;
  /** The open jobs in a language, newest first. */
  openJobs(lang: Lang): Promise<JobListItem[]>;
  /** A published or closed job by its slug in a language. */
  publicJob(lang: Lang, slug: string): Promise<PublicJobLookup>;
  applicationTarget(id: string, lang: Lang): Promise<ApplicationTarget | null>;
  /** Published jobs whose closing day has ended become closed; their ids. */
  closeExpired(now?: Date): Promise<string[]>;
  /** The jobs as published documents (registered with services.publishedContent as "job"). */
  readonly source: PublishedSource;
}

export interface JobStoreOptions {
  db: Db;
  /** Told after every change has committed (services.publishedContent.changed). */
  changed(id: string): Promise<void>;
  now?: () => Date;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function isOpen(row: Pick<JobRow, "status" | "closing_date">, now: Date): boolean {
  return row.status === "published" && beforeClosing(row.closing_date, now);
}

function toTranslation(row: TranslationRow): StaffJobTranslation {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    requirements: row.requirements,
    locations: Array.isArray(row.locations) ? row.locations : [],
    department: row.department,
  };
}

function uniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && (error as { code?: unknown }).code === "23505";
}

export function createJobStore({ db, changed, now = () => new Date() }: JobStoreOptions): JobStore {
  async function translationsOf(ids: string[]): Promise<Map<string, TranslationRow[]>> {
    const byJob = new Map<string, TranslationRow[]>();
    if (ids.length === 0) return byJob;
    const rows = await db.selectFrom("job_translations").selectAll().where("job_id", "in", ids).execute();
    for (const row of rows) byJob.set(row.job_id, [...(byJob.get(row.job_id) ?? []), row]);
    return byJob;
  }

  async function applicationCounts(ids: string[]): Promise<Map<string, { total: number; new: number }>> {
    const counts = new Map<string, { total: number; new: number }>();
    if (ids.length === 0) return counts;
    const rows = await db
      .selectFrom("job_applications")
      .select(["job_id", sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where status = 'new')`.as("fresh")])
      .where("job_id", "in", ids)
      .groupBy("job_id")
      .execute();
    for (const row of rows) if (row.job_id) counts.set(row.job_id, { total: Number(row.total), new: Number(row.fresh) });
    return counts;
  }

  function summaryOf(row: JobRow, translations: TranslationRow[], counts: { total: number; new: number } | undefined): StaffJobSummary {
    const languages: StaffJobSummary["languages"] = {};
    for (const lang of LANGUAGES) {
      const version = translations.find((t) => t.lang === lang);
      if (version) languages[lang] = { title: version.title, slug: version.slug };
    }
    return {
      id: row.id,
      status: row.status,
      open: isOpen(row, now()),
      employmentType: row.employment_type,
      remote: row.remote,
      closingDate: row.closing_date,
      example: row.example,
      languages,
      applications: counts ?? { total: 0, new: 0 },
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
      publishedAt: iso(row.published_at),
      closedAt: iso(row.closed_at),
    };
  }

  async function find(id: string): Promise<StaffJob | null> {
    if (!isUuid(id)) return null;
    const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const [translations, counts] = await Promise.all([translationsOf([id]), applicationCounts([id])]);
    const { languages: _languages, ...summary } = summaryOf(row, translations.get(id) ?? [], counts.get(id));
    const byLang: StaffJob["translations"] = {};
    for (const version of translations.get(id) ?? []) if (isLang(version.lang)) byLang[version.lang] = toTranslation(version);
    return { ...summary, translations: byLang };
  }

  function viewOf(row: JobRow, translations: TranslationRow[], lang: Lang): JobView | null {
    const version = translations.find((t) => t.lang === lang);
    if (!version) return null;
    const slugs: JobView["slugs"] = {};
    for (const other of LANGUAGES) {
      const found = translations.find((t) => t.lang === other);
      if (found) slugs[other] = found.slug;
    }
    return {
      id: row.id,
      lang,
      ...toTranslation(version),
      employmentType: row.employment_type,
      remote: row.remote,
      closingDate: row.closing_date,
      status: row.status,
      open: isOpen(row, now()),
      example: row.example,
      publishedAt: iso(row.published_at),
      updatedAt: iso(row.updated_at)!,
      slugs,
    };
  }

  /** Errors of slugs another job already has in the same language. */
  async function takenSlugs(id: string | null, input: ValidJobInput): Promise<JobFieldErrors> {
    const errors: JobFieldErrors = {};
    for (const lang of LANGUAGES) {
      const version = input.translations[lang];
      if (!version) continue;
      let query = db.selectFrom("job_translations").select("job_id").where("lang", "=", lang).where("slug", "=", version.slug);
      if (id) query = query.where("job_id", "<>", id);
      if (await query.executeTakeFirst()) errors[`${lang}.slug`] = "slugTaken";
    }
    return errors;
  }

  /** The input checked against the rules and the other jobs' slugs; a published job's closing day may not be over. */
  async function validate(id: string | null, input: unknown, status: JobRow["status"] | null): Promise<{ ok: true; value: ValidJobInput } | { ok: false; errors: JobFieldErrors }> {
    const parsed = jobInputSchema.safeParse(input);
    if (!parsed.success) return { ok: false, errors: jobFieldErrors(parsed.error) };
    const errors = await takenSlugs(id, parsed.data);
    if (status === "published" && !beforeClosing(parsed.data.closingDate, now())) errors.closingDate = "closingDatePast";
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: parsed.data };
  }

  async function writeTranslations(trx: Db, id: string, input: ValidJobInput): Promise<void> {
    const kept = LANGUAGES.filter((lang) => input.translations[lang]);
    await trx.deleteFrom("job_translations").where("job_id", "=", id).execute();
    await trx
      .insertInto("job_translations")
      .values(
        kept.map((lang) => {
          const version = input.translations[lang]!;
          return {
            job_id: id,
            lang,
            slug: version.slug,
            title: version.title,
            summary: version.summary,
            description: version.description,
            requirements: version.requirements,
            locations: JSON.stringify(version.locations),
            department: version.department,
          };
        }),
      )
      .execute();
  }

  /** A slug taken between our check and the write (two editors at once) comes back as the same field error. */
  async function saving(id: string | null, input: ValidJobInput, write: () => Promise<string>): Promise<SaveResult> {
    let savedId: string;
    try {
      savedId = await write();
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      const errors = await takenSlugs(id, input);
      return { ok: false, reason: "invalid", errors: Object.keys(errors).length ? errors : { translations: "slugTaken" } };
    }
    await changed(savedId);
    return { ok: true, job: (await find(savedId))! };
  }

  async function setStatus(id: string, to: "published" | "closed"): Promise<StatusResult> {
    if (!isUuid(id)) return { ok: false, reason: "not_found" };
    const row = await db.selectFrom("jobs").select(["status", "closing_date"]).where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, reason: "not_found" };
    if (to === "published" && !beforeClosing(row.closing_date, now())) {
      return { ok: false, reason: "invalid", errors: { closingDate: "closingDatePast" } };
    }
    if (row.status !== to) {
      await db
        .updateTable("jobs")
        .set(
          to === "published"
            ? { status: to, updated_at: sql<Date>`now()`, published_at: sql<Date>`coalesce(published_at, now())`, closed_at: null }
            : { status: to, updated_at: sql<Date>`now()`, closed_at: sql<Date>`now()` },
        )
        .where("id", "=", id)
        .execute();
      await changed(id);
    }
    return { ok: true, job: (await find(id))! };
  }

  function documentsOf(row: JobRow, translations: TranslationRow[]): PublishedDocument[] {
    if (!isOpen(row, now())) return [];
    return LANGUAGES.flatMap((lang) => translations.filter((version) => version.lang === lang))
      .map((version) => {
        const lang = version.lang as Lang;
        const texts = LOCALES[lang].jobs.jobs;
        const locations = Array.isArray(version.locations) ? version.locations : [];
        return {
          source: "job" as const,
          sourceId: row.id,
          lang,
          path: `/${lang}/jobs/${version.slug}`,
          title: version.title,
          summary: version.summary,
          text: [markdownToText(version.description), markdownToText(version.requirements)].filter(Boolean).join("\n\n"),
          keywords: [...locations, version.department, texts.employmentTypes[row.employment_type], texts.remoteOptions[row.remote]].filter(Boolean),
          publishedAt: new Date(row.published_at ?? row.created_at),
          updatedAt: new Date(row.updated_at),
          validThrough: row.closing_date ? new Date(closingMoment(row.closing_date)) : null,
        };
      });
  }

  /** Published jobs whose closing day has not ended: the public's jobs. */
  function openRows() {
    return db
      .selectFrom("jobs")
      .selectAll("jobs")
      .where("jobs.status", "=", "published")
      .where((eb) => eb.or([eb("jobs.closing_date", "is", null), eb("jobs.closing_date", ">=", companyToday(now()))]));
  }

  const source: PublishedSource = {
    name: "job",
    async all() {
      const rows = await openRows().execute();
      const translations = await translationsOf(rows.map((row) => row.id));
      return rows.flatMap((row) => documentsOf(row, translations.get(row.id) ?? []));
    },
    async of(id) {
      if (!isUuid(id)) return [];
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return [];
      return documentsOf(row, (await translationsOf([id])).get(id) ?? []);
    },
  };

  return {
    source,

    async list() {
      const rows = await db.selectFrom("jobs").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
      const ids = rows.map((row) => row.id);
      const [translations, counts] = await Promise.all([translationsOf(ids), applicationCounts(ids)]);
      return rows.map((row) => summaryOf(row, translations.get(row.id) ?? [], counts.get(row.id)));
    },

    find,

    async create(input, options = {}) {
      const checked = await validate(null, input, null);
      if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
      const value = checked.value;
      return saving(null, value, () =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto("jobs")
            .values({ employment_type: value.employmentType, remote: value.remote, closing_date: value.closingDate, example: options.example ?? false })
            .returning("id")
            .executeTakeFirstOrThrow();
          await writeTranslations(trx, id, value);
          return id;
        }),
      );
    },

    async update(id, input) {
      if (!isUuid(id)) return { ok: false, reason: "not_found" };
      const current = await db.selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirst();
      if (!current) return { ok: false, reason: "not_found" };
      const checked = await validate(id, input, current.status);
      if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
      const value = checked.value;
      const result = await saving(id, value, () =>
        db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable("jobs")
            .set({ employment_type: value.employmentType, remote: value.remote, closing_date: value.closingDate, updated_at: sql<Date>`now()` })
            .where("id", "=", id)
            .returning("id")
            .executeTakeFirst();
          if (!updated) throw new JobGone();
          await writeTranslations(trx, id, value);
          return id;
        }),
      ).catch((error: unknown) => {
        if (error instanceof JobGone) return { ok: false, reason: "not_found" } as const;
        throw error;
      });
      return result;
    },

    publish: (id) => setStatus(id, "published"),
    close: (id) => setStatus(id, "closed"),

    async remove(id) {
      if (!isUuid(id)) return false;
      const gone = await db.deleteFrom("jobs").where("id", "=", id).returning("id").executeTakeFirst();
      if (gone) await changed(id);
      return Boolean(gone);
    },

    async preview(id, lang) {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      return viewOf(row, (await translationsOf([id])).get(id) ?? [], lang);
    },

    async openJobs(lang) {
      const rows = await openRows()
        .innerJoin("job_translations", "job_translations.job_id", "jobs.id")
        .where("job_translations.lang", "=", lang)
        .select(["job_translations.slug", "job_translations.title", "job_translations.summary", "job_translations.locations", "job_translations.department"])
        .orderBy("jobs.published_at", "desc")
        .orderBy("jobs.id", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        locations: Array.isArray(row.locations) ? row.locations : [],
        department: row.department,
        employmentType: row.employment_type,
        remote: row.remote,
        closingDate: row.closing_date,
        example: row.example,
        publishedAt: iso(row.published_at),
      }));
    },

    async publicJob(lang, slug) {
      const version = await db
        .selectFrom("job_translations")
        .innerJoin("jobs", "jobs.id", "job_translations.job_id")
        .select("jobs.id")
        .where("job_translations.lang", "=", lang)
        .where("job_translations.slug", "=", slug)
        .where("jobs.status", "in", ["published", "closed"])
        .executeTakeFirst();
      if (version) {
        const row = await db.selectFrom("jobs").selectAll().where("id", "=", version.id).executeTakeFirstOrThrow();
        const job = viewOf(row, (await translationsOf([row.id])).get(row.id) ?? [], lang);
        return job ? { kind: "found", job } : { kind: "missing" };
      }
      // The language switcher keeps the slug: another language's slug of one public job leads to this language's,
      // and a job written only in other languages leads to this language's job list.
      const elsewhere = await db
        .selectFrom("job_translations as other")
        .innerJoin("jobs", "jobs.id", "other.job_id")
        .leftJoin("job_translations as here", (join) => join.onRef("here.job_id", "=", "other.job_id").on("here.lang", "=", lang))
        .select(["here.slug"])
        .where("other.slug", "=", slug)
        .where("other.lang", "<>", lang)
        .where("jobs.status", "in", ["published", "closed"])
        .execute();
      if (elsewhere.length === 0) return { kind: "missing" };
      const slugs = [...new Set(elsewhere.map((row) => row.slug).filter((found): found is string => found !== null))];
      if (slugs.length === 1) return { kind: "moved", slug: slugs[0]! };
      return slugs.length > 1 ? { kind: "missing" } : { kind: "untranslated" };
    },

    async applicationTarget(id, lang) {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).where("status", "in", ["published", "closed"]).executeTakeFirst();
      if (!row) return null;
      const translations = (await translationsOf([id])).get(id) ?? [];
      const here = translations.find((t) => t.lang === lang);
      const shown = here ?? LANGUAGES.map((l) => translations.find((t) => t.lang === l)).find(Boolean);
      if (!shown) return null;
      return { id, title: shown.title, slug: here?.slug ?? null, open: isOpen(row, now()) };
    },

    async closeExpired(at = now()) {
      const closed = await db
        .updateTable("jobs")
        .set({ status: "closed", closed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where("status", "=", "published")
        .where("closing_date", "<", companyToday(at))
        .returning("id")
        .execute();
      for (const { id } of closed) await changed(id);
      return closed.map((row) => row.id);
    },
  };
}

class JobGone extends Error {}
