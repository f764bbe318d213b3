import { Link } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import type { PageCopy } from "../lib/messages.server.ts";
import { pagePath } from "../lib/site-map.ts";

/** A page's heading and lead; for pages whose feature is still to come, a plain note saying so. */
export function PageIntro({ copy }: { copy: PageCopy }) {
  const { lang, t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{copy.h1}</h1>
      {copy.intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p> : null}
      {copy.pending ? (
        <section
          aria-labelledby="pending-heading"
          className="mt-8 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950"
        >
          <h2 id="pending-heading" className="font-semibold text-amber-900 dark:text-amber-100">
            {t("pending.heading")}
          </h2>
          <p className="mt-1 text-amber-900 dark:text-amber-100">{copy.pending}</p>
          <Link to={pagePath(lang, "kontakt")} className="mt-3 inline-block font-semibold text-amber-900 underline dark:text-amber-100">
            {t("pending.contactCta")}
          </Link>
        </section>
      ) : null}
    </>
  );
}
