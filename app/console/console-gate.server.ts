// Every console page's loader starts here: the admin area's head and texts, and who may see which section.
// A visitor goes to sign in (and comes back), an account without a staff role — or an agent on an admin-only
// section — gets the 403 page, staff without a second factor are sent to set one up first.
import { redirect } from "react-router";
import { accountPage, requireSession } from "../account/account-page.server.ts";
import { consoleMessages } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { PAGE_BY_ID, pagePath } from "../lib/site-map.ts";
import { CONSOLE_SECTIONS, sectionAllows, type ConsoleSection, type ConsoleUser } from "./console-sections.ts";

type LoaderArgsLike = Parameters<typeof loadPage>[0];

export async function consoleGate(args: LoaderArgsLike, section: ConsoleSection) {
  const base = accountPage(args, PAGE_BY_ID.admin);
  const texts = consoleMessages(base.lang);
  const page = {
    ...base,
    messages: { ...base.messages, ...texts },
    head: { ...base.head, title: `${texts.console.sections[section]} | ${base.head.title}` },
    section,
  };
  const { user } = await requireSession(args, page);
  const staff: ConsoleUser = { id: user.id, name: user.name, email: user.email, roles: user.roles };
  if (!sectionAllows(section, staff.roles)) return { ...page, access: "forbidden" as const };
  if (!user.twoFactorEnabled) throw redirect(`${pagePath(page.lang, "user-auth")}?notice=enrolTwoFactor#two-factor`);
  const sections = CONSOLE_SECTIONS.filter((s) => sectionAllows(s, staff.roles));
  return { ...page, access: "granted" as const, staff, sections };
}
