// Every migration, in order; listed by hand so the same set runs from source, tests and the built server.
import type { Migration } from "kysely";
import * as pageViews from "./0001-page-views.ts";
import * as site from "./0002-site.ts";
import * as chat from "./0003-chat.ts";
import * as limitsAndFiles from "./0004-limits-and-files.ts";
import * as accounts from "./0005-accounts.ts";
import * as console from "./0006-console.ts";
import * as answerOffers from "./0007-answer-offers.ts";
import * as search from "./0008-search.ts";
import * as jobs from "./0009-jobs.ts";
import * as news from "./0010-news.ts";
import * as booking from "./0011-booking.ts";
import * as demoContent from "./0012-demo-content.ts";
import * as screenShares from "./0013-screen-shares.ts";
import * as siteAudit from "./0014-site-audit.ts";
import * as privacy from "./0015-privacy.ts";
import * as realUserVitals from "./0016-real-user-vitals.ts";

export const migrations: Record<string, Migration> = {
  "0001-page-views": pageViews,
  "0002-site": site,
  "0003-chat": chat,
  "0004-limits-and-files": limitsAndFiles,
  "0005-accounts": accounts,
  "0006-console": console,
  "0007-answer-offers": answerOffers,
  "0008-search": search,
  "0009-jobs": jobs,
  "0010-news": news,
  "0011-booking": booking,
  "0012-demo-content": demoContent,
  "0013-screen-shares": screenShares,
  "0014-site-audit": siteAudit,
  "0015-privacy": privacy,
  "0016-real-user-vitals": realUserVitals,
};
