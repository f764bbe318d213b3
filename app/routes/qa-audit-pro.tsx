// The quality-audit page: the one page without a language prefix (SPEC section 2).
import { Head } from "../components/head.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { pageCopy, commonMessages, shareImageCopy } from "../lib/messages.server.ts";
import { requestContext } from "../lib/request-context.ts";
import { buildHead } from "../lib/seo.ts";
import { visitorLanguage } from "../lib/visitor-language.server.ts";
import type { Route } from "./+types/qa-audit-pro";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = visitorLanguage(request);
  const ctx = context.get(requestContext);
  const copy = pageCopy(lang, "qaAudit");
  const common = commonMessages(lang);
  const head = buildHead({
    lang,
    siteUrl: ctx.siteUrl,
    siteName: common.meta.siteName,
    organization: ctx.organization,
    organizationDescription: common.meta.organizationDescription,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    localizedPath: null,
    path: "/qa-audit-pro",
    noindex: true,
    breadcrumbs: [],
    shareImage: { image: "info", alt: shareImageCopy(lang, "info", ctx.organization.name).alt },
  });
  return { head, copy };
}

export default function QaAuditPro({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <Head head={loaderData.head} />
      <PageIntro copy={loaderData.copy} />
    </article>
  );
}
