// What every account page's loader starts with: the page's head and copy, the account texts, and the session.
import { redirect } from "react-router";
import { accountMessages } from "../lib/messages.server.ts";
import { loadPage, type PageData } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import type { AccountSession } from "./account-context.ts";
import { signInPath } from "./redirect-target.ts";

type LoaderArgsLike = Parameters<typeof loadPage>[0];

export interface AccountPageData extends PageData {
  messages: ReturnType<typeof accountMessages>;
}

export function accountPage(args: LoaderArgsLike, pageOverride?: Parameters<typeof loadPage>[1]): AccountPageData {
  const page = loadPage(args, pageOverride);
  return { ...page, messages: accountMessages(page.lang) };
}

/** The signed-in visitor's session; anyone else goes to sign in and is brought back here afterwards. */
export async function requireSession(args: LoaderArgsLike, page: AccountPageData): Promise<AccountSession> {
  const session = await args.context.get(requestContext).account.session();
  if (session) return session;
  const url = pageUrl(args.request);
  throw redirect(signInPath(page.lang, url.pathname + url.search));
}
