// The console's front page, the inbox: signed-in staff with two-step verification only (console-gate.server.ts).
// The first view is server-rendered from the URL (view, status, search, page, open conversation); from then on the
// staff socket keeps the list and the open conversation live.
import { data } from "react-router";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame } from "../console/console-frame.tsx";
import { inboxQuerySchema } from "../console/inbox-contract.ts";
import { InboxScreen } from "../console/inbox/inbox-screen.tsx";
import { LOCALES } from "../lib/messages.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { LANGUAGES } from "../lib/languages.ts";
import type { Route } from "./+types/admin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "inbox");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const { inbox } = args.context.get(requestContext).services;
  const url = pageUrl(args.request);
  const parsed = inboxQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const filter = parsed.success ? parsed.data : inboxQuerySchema.parse({});
  const openId = url.searchParams.get("conversation");
  const [list, team, opened] = await Promise.all([
    inbox.list({ ...filter, userId: gate.staff.id }),
    inbox.team(),
    openId && UUID.test(openId) ? inbox.view(openId) : Promise.resolve(null),
  ]);
  if (opened) await inbox.markRead(gate.staff.id, opened.conversation.id);
  // Canned replies in every language: a conversation is answered in its own.
  const canned = Object.fromEntries(LANGUAGES.map((lang) => [lang, LOCALES[lang].console.inbox.canned]));
  return { ...gate, list, team, opened, canned };
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame data={loaderData}>
      {loaderData.access === "granted" ? (
        <InboxScreen
          key={loaderData.staff.id}
          staff={loaderData.staff}
          list={loaderData.list}
          team={loaderData.team}
          opened={loaderData.opened}
          canned={loaderData.canned}
        />
      ) : null}
    </ConsoleFrame>
  );
}
