// The console's sections and who may open them: agents and admins work the inbox, leads, mail, presence and
// bookings; users, the security log, privacy requests and the retention job, and the published content (jobs with their applications, news) are for admins. The server checks the same rules on every /api/staff route.
import type { AccountRole } from "../account/account-context.ts";

export const CONSOLE_SECTIONS = ["inbox", "leads", "bookings", "jobs", "news", "mail", "presence", "users", "security", "privacy"] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** Path below /{lang}/admin; the inbox is the console's front page. */
export const SECTION_PATHS: Record<ConsoleSection, string> = {
  inbox: "",
  leads: "/leads",
  bookings: "/bookings",
  jobs: "/jobs",
  news: "/news",
  mail: "/mail",
  presence: "/presence",
  users: "/users",
  security: "/security",
  privacy: "/privacy",
};

const ADMIN_ONLY: ReadonlySet<ConsoleSection> = new Set(["jobs", "news", "users", "security", "privacy"]);

export interface ConsoleUser {
  id: string;
  name: string;
  email: string;
  roles: AccountRole[];
}

export function sectionAllows(section: ConsoleSection, roles: readonly AccountRole[]): boolean {
  if (roles.includes("admin")) return true;
  return roles.includes("agent") && !ADMIN_ONLY.has(section);
}

export function sectionPath(lang: string, section: ConsoleSection): string {
  return `/${lang}/admin${SECTION_PATHS[section]}`;
}
