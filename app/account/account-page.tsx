// The frame of every account page: the account texts beside the common ones, the page's head and breadcrumbs.
import type { ReactNode } from "react";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { WithMessages, type Messages } from "../lib/i18n.tsx";
import type { AccountPageData } from "./account-page.server.ts";

export function AccountPage({ data, children }: { data: Pick<AccountPageData, "messages" | "head" | "breadcrumbs">; children: ReactNode }) {
  return (
    <WithMessages messages={data.messages as unknown as Messages}>
      <article>
        <Head head={data.head} />
        <Breadcrumbs items={data.breadcrumbs} />
        {children}
      </article>
    </WithMessages>
  );
}
