// The console's Leads section on the database: the list with its filters, one lead with its notes, and the changes
// staff make (status by the table in app/console/leads-contract.ts, owner, notes). The routes (leads-routes.ts) and
// the page's loader (through services.leads) both come here; neither writes SQL of its own.
import { sql, type Expression, type SqlBool } from "kysely";
import {
  canMoveLead,
  LEADS_PAGE_SIZE,
  type LeadDetail,
  type LeadFilters,
  type LeadList,
  type LeadNote,
  type LeadStatus,
  type LeadSummary,
  type StaffMemberOption,
} from "../../app/console/leads-contract.ts";
import type { Db } from "../db/database.ts";

/** The database's own uuid text form: anything else cannot name a lead (and would make PostgreSQL raise). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** `%`, `_` and the escape character itself match only themselves: a search is plain text, never a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Staff who may own a lead: a role that includes agent or admin, and not banned (a ban that has run out does not count). */
function isStaffAccount(): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from unnest(string_to_array("user"."role", ',')) as r(name) where trim(r.name) in ('agent', 'admin'))
    and ("user"."banned" is not true or ("user"."banExpires" is not null and "user"."banExpires" < now()))`;
}

function matching(filters: Omit<LeadFilters, "page">): Expression<SqlBool> {
  const conditions = [sql<SqlBool>`true`];
  if (filters.status) conditions.push(sql<SqlBool>`leads.status = ${filters.status}`);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      sql<SqlBool>`(leads.name ilike ${pattern} escape '\\' or leads.email ilike ${pattern} escape '\\' or leads.company ilike ${pattern} escape '\\' or leads.message ilike ${pattern} escape '\\')`,
    );
  }
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

type ChangeResult<T> = { ok: true; value: T } | { ok: false; reason: "not_found" } | { ok: false; reason: "conflict"; from: LeadStatus } | { ok: false; reason: "not_staff" };

export interface LeadStore {
  list(filters: LeadFilters): Promise<LeadList>;
  /** Every lead the filters match, newest first, for the CSV export. */
  all(filters: Omit<LeadFilters, "page">): Promise<LeadSummary[]>;
  /** One lead and its notes; null for an unknown or malformed id. */
  find(id: string): Promise<LeadDetail | null>;
  changeStatus(id: string, to: LeadStatus): Promise<ChangeResult<LeadSummary>>;
  /** null takes the owner away. */
  setOwner(id: string, ownerId: string | null): Promise<ChangeResult<LeadSummary>>;
  addNote(id: string, author: { id: string; name: string }, body: string): Promise<ChangeResult<LeadNote>>;
  /** Who may own a lead, by name. */
  staffMembers(): Promise<StaffMemberOption[]>;
}

export function createLeadStore(db: Db): LeadStore {
  function summaries() {
    return db
      .selectFrom("leads")
      .leftJoin("user as owner", "owner.id", "leads.owner_id")
      .select([
        "leads.id",
        "leads.source",
        "leads.name",
        "leads.email",
        "leads.phone",
        "leads.company",
        "leads.message",
        "leads.language",
        "leads.status",
        "leads.created_at",
        "leads.updated_at",
        "leads.owner_id",
        "owner.name as owner_name",
        "owner.email as owner_email",
      ])
      .select((eb) =>
        eb
          .selectFrom("conversations")
          .select("conversations.id")
          .whereRef("conversations.lead_id", "=", "leads.id")
          .orderBy("conversations.created_at", "desc")
          .limit(1)
          .as("conversation_id"),
      );
  }
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>["executeTakeFirstOrThrow"]>>;

  function toSummary(row: Row): LeadSummary {
    return {
      id: row.id,
      source: row.source,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      message: row.message,
      language: row.language,
      status: row.status,
      owner: row.owner_id ? { id: row.owner_id, name: row.owner_name || row.owner_email || row.owner_id } : null,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      conversationId: row.conversation_id ?? null,
    };
  }

  async function summary(id: string): Promise<LeadSummary | null> {
    const row = await summaries().where("leads.id", "=", id).executeTakeFirst();
    return row ? toSummary(row) : null;
  }

  async function currentStatus(id: string): Promise<LeadStatus | null> {
    if (!isLeadId(id)) return null;
    const row = await db.selectFrom("leads").select("status").where("id", "=", id).executeTakeFirst();
    return row?.status ?? null;
  }

  return {
    async list(filters) {
      const where = matching(filters);
      const [rows, count] = await Promise.all([
        summaries()
          .where(where)
          .orderBy("leads.created_at", "desc")
          .orderBy("leads.id", "desc")
          .limit(LEADS_PAGE_SIZE)
          .offset((filters.page - 1) * LEADS_PAGE_SIZE)
          .execute(),
        db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return { leads: rows.map(toSummary), total: Number(count.n), page: filters.page, pageSize: LEADS_PAGE_SIZE };
    },

    async all(filters) {
      const rows = await summaries().where(matching(filters)).orderBy("leads.created_at", "desc").orderBy("leads.id", "desc").execute();
      return rows.map(toSummary);
    },

    async find(id) {
      if (!isLeadId(id)) return null;
      const lead = await summary(id);
      if (!lead) return null;
      const notes = await db
        .selectFrom("lead_notes")
        .select(["id", "body", "author_name", "created_at"])
        .where("lead_id", "=", id)
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .execute();
      return {
        ...lead,
        notes: notes.map((note) => ({ id: note.id, body: note.body, authorName: note.author_name, createdAt: new Date(note.created_at).toISOString() })),
      };
    },

    async changeStatus(id, to) {
      const from = await currentStatus(id);
      if (!from) return { ok: false, reason: "not_found" };
      if (!canMoveLead(from, to)) return { ok: false, reason: "conflict", from };
      // Only from the status that was read: a colleague's change in between is not overwritten but reported.
      // (The changed row is asked back: kysely-pglite reports no affected-row count.)
      const moved = await db
        .updateTable("leads")
        .set({ status: to, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("status", "=", from)
        .returning("id")
        .executeTakeFirst();
      if (!moved) {
        const now = await currentStatus(id);
        return now ? { ok: false, reason: "conflict", from: now } : { ok: false, reason: "not_found" };
      }
      return { ok: true, value: (await summary(id))! };
    },

    async setOwner(id, ownerId) {
      if (!(await currentStatus(id))) return { ok: false, reason: "not_found" };
      if (ownerId !== null) {
        const staff = await db.selectFrom("user").select("id").where("id", "=", ownerId).where(isStaffAccount()).executeTakeFirst();
        if (!staff) return { ok: false, reason: "not_staff" };
      }
      const changed = await db.updateTable("leads").set({ owner_id: ownerId, updated_at: sql<Date>`now()` }).where("id", "=", id).returning("id").executeTakeFirst();
      if (!changed) return { ok: false, reason: "not_found" };
      return { ok: true, value: (await summary(id))! };
    },

    async addNote(id, author, body) {
      if (!(await currentStatus(id))) return { ok: false, reason: "not_found" };
      const note = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("lead_notes")
          .values({ lead_id: id, author_id: author.id, author_name: author.name, body })
          .returning(["id", "body", "author_name", "created_at"])
          .executeTakeFirstOrThrow();
        await trx.updateTable("leads").set({ updated_at: sql<Date>`now()` }).where("id", "=", id).execute();
        return inserted;
      });
      return { ok: true, value: { id: note.id, body: note.body, authorName: note.author_name, createdAt: new Date(note.created_at).toISOString() } };
    },

    async staffMembers() {
      const rows = await db.selectFrom("user").select(["id", "name", "email"]).where(isStaffAccount()).orderBy("name").orderBy("email").execute();
      return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
    },
  };
}
