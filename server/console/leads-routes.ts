// The console's Leads API, for agents and administrators with two-step verification (requireStaff):
//   GET  /api/staff/leads?status=&q=&page=      the list, newest first
//   GET  /api/staff/leads.csv?status=&q=        the same leads, every page, as a CSV file
//   GET  /api/staff/leads/:leadId               one lead with its notes
//   POST /api/staff/leads/:leadId/status        { status }   moves by LEAD_TRANSITIONS, else 409
//   POST /api/staff/leads/:leadId/owner         { ownerId }  a staff member's id, or null
//   POST /api/staff/leads/:leadId/notes         { body }     201 with the note
// An unknown or malformed id is 404, a bad body or filter 400; a refused request changes nothing.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_STATUSES,
  readLeadFilters,
  type LeadStatus,
} from "../../app/console/leads-contract.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, type ApiErrorOptions, type ErrorTextKey } from "../http/api-error.ts";
import { requireStaff } from "./staff-access.ts";
import { companyDay, leadsCsv } from "./leads-csv.ts";
import { isLeadId, type LeadStore } from "./leads.ts";

export interface LeadRouteOptions {
  leads: LeadStore;
  /** For the conversation links in the CSV file. */
  siteUrl: string;
}

const statusBody = z.object({ status: z.enum(LEAD_STATUSES) });
const ownerBody = z.object({ ownerId: z.string().min(1).max(200).nullable() });
const noteBody = z.object({ body: z.string() });

function leadsError(status: number, code: string, key: ErrorTextKey<"consoleLeads">, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["consoleLeads", key], options);
}

const leadNotFound = () => leadsError(404, "not_found", "leads.errors.notFound");

const statusName = (status: LeadStatus) => (lang: keyof typeof LOCALES) => LOCALES[lang].consoleLeads.leads.statuses[status];

function leadIdOf(request: FastifyRequest): string {
  const { leadId } = request.params as { leadId?: string };
  if (!isLeadId(leadId)) throw leadNotFound();
  return leadId;
}

/** The list's filters from the request's own query string (a repeated parameter counts once, as on the page). */
function filtersOf(request: FastifyRequest) {
  const { filters, problems } = readLeadFilters(new URL(request.url, "http://internal").searchParams);
  if (problems.length) {
    throw leadsError(400, "validation", "leads.errors.invalidFilter", { vars: { max: LEAD_SEARCH_MAX_LENGTH }, extra: { invalid: problems } });
  }
  return filters;
}

export async function leadRoutes(app: FastifyInstance, { leads, siteUrl }: LeadRouteOptions) {
  app.get("/api/staff/leads", async (request, reply) => {
    await requireStaff(request);
    const list = await leads.list(filtersOf(request));
    return reply.header("cache-control", "no-store").send(list);
  });

  app.get("/api/staff/leads.csv", async (request, reply) => {
    await requireStaff(request);
    const { status, q } = filtersOf(request);
    const csv = leadsCsv(await leads.all({ status, q }), requestLanguage(request), siteUrl);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${companyDay(new Date())}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.get("/api/staff/leads/:leadId", async (request, reply) => {
    await requireStaff(request);
    const lead = await leads.find(leadIdOf(request));
    if (!lead) throw leadNotFound();
    return reply.header("cache-control", "no-store").send({ lead });
  });

  app.post("/api/staff/leads/:leadId/status", async (request, reply) => {
    await requireStaff(request);
    const id = leadIdOf(request);
    const body = statusBody.safeParse(request.body);
    if (!body.success) throw leadsError(400, "validation", "leads.errors.invalidStatus");
    const to = body.data.status;
    const result = await leads.changeStatus(id, to);
    if (result.ok) return reply.send({ lead: result.value });
    if (result.reason === "conflict") {
      throw leadsError(409, "invalid_transition", "leads.errors.transition", {
        vars: { from: statusName(result.from), to: statusName(to) },
        extra: { currentStatus: result.from },
      });
    }
    throw leadNotFound();
  });

  app.post("/api/staff/leads/:leadId/owner", async (request, reply) => {
    await requireStaff(request);
    const id = leadIdOf(request);
    const body = ownerBody.safeParse(request.body);
    if (!body.success) throw leadsError(400, "validation", "leads.errors.invalidOwner");
    const result = await leads.setOwner(id, body.data.ownerId);
    if (result.ok) return reply.send({ lead: result.value });
    if (result.reason === "not_staff") throw leadsError(400, "owner_not_staff", "leads.errors.ownerNotStaff");
    throw leadNotFound();
  });

  app.post("/api/staff/leads/:leadId/notes", async (request, reply) => {
    const { user } = await requireStaff(request);
    const id = leadIdOf(request);
    const parsed = noteBody.safeParse(request.body);
    const text = parsed.success ? parsed.data.body.trim() : "";
    if (!text || text.length > LEAD_NOTE_MAX_LENGTH) {
      throw leadsError(400, "validation", "leads.errors.noteLength", { vars: { max: LEAD_NOTE_MAX_LENGTH } });
    }
    const result = await leads.addNote(id, { id: user.id, name: user.name || user.email }, text);
    if (!result.ok) throw leadNotFound();
    return reply.code(201).send({ note: result.value });
  });
}
