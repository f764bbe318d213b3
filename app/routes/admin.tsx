// The console's front page, the inbox: signed-in staff with two-step verification only (console-gate.server.ts).
import { data } from "react-router";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import type { Route } from "./+types/admin";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "inbox");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  return gate;
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame data={loaderData}>
      <SectionHeading section="inbox" />
    </ConsoleFrame>
  );
}
