// The admin area's gate (the console itself is the next issue): signed-in staff with two-step verification only.
// A visitor goes to sign in, a customer account gets 403, staff without a second factor are sent to set one up.
import { data, Link, redirect } from "react-router";
import { AccountPage } from "../account/account-page.tsx";
import { accountPage, requireSession } from "../account/account-page.server.ts";
import { useI18n } from "../lib/i18n.tsx";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/admin";

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const { user } = await requireSession(args, page);
  if (!user.roles.some((role) => role === "admin" || role === "agent")) {
    return data({ ...page, access: "forbidden" as const }, { status: 403 });
  }
  if (!user.twoFactorEnabled) throw redirect(`${pagePath(page.lang, "user-auth")}?notice=enrolTwoFactor#two-factor`);
  return { ...page, access: "granted" as const };
}

function Forbidden() {
  const { lang, t } = useI18n();
  return (
    <section aria-labelledby="forbidden-heading" className="max-w-2xl">
      <h1 id="forbidden-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t("admin.forbiddenTitle")}
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t("admin.forbiddenText")}</p>
      <Link to={pagePath(lang, "")} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
        {t("admin.home")}
      </Link>
    </section>
  );
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage data={loaderData}>
      {loaderData.access === "granted" ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{loaderData.copy.h1}</h1>
            <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{loaderData.copy.pending}</p>
          </>
        ) : (
          <Forbidden />
      )}
    </AccountPage>
  );
}
