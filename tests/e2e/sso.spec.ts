// Staff sign-in with the company's identity provider, as a person does it: the button on the sign-in page, the
// provider's own login page (a real OpenID provider on 127.0.0.1, server/auth/test-oidc-provider.ts), and back on
// our site signed in — or told in their language why not.
import en from "../../content/locales/en/account.json" with { type: "json" };
import se from "../../content/locales/se/account.json" with { type: "json" };
import { OIDC_PROVIDER_PORT, SSO_SITE_PORT } from "../../playwright.config.ts";
import { TEST_OIDC_LOGIN_FORM } from "../../server/auth/test-oidc-provider.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";

const PROVIDER_ORIGIN = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
const PROVIDER_NAME = "Microsoft Entra ID";
const TEXTS = { se, en } as const;

test.use({ baseURL: `http://localhost:${SSO_SITE_PORT}` });

test.beforeEach(async ({ page }) => {
  // The fixtures answer every other origin locally; the identity provider is the one the visitor really visits.
  await page.route((url) => url.origin === PROVIDER_ORIGIN, (route) => route.continue());
});

/** At the provider: its login form, filled in with the account's login name (any password). */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === PROVIDER_ORIGIN);
  await page.locator(TEST_OIDC_LOGIN_FORM.login).fill(login);
  await page.locator(TEST_OIDC_LOGIN_FORM.password).fill("any password");
  await page.locator(TEST_OIDC_LOGIN_FORM.submit).click();
}

async function startSso(page: Page, lang: "se" | "en") {
  await page.goto(`/${lang}/auth`);
  await hydrated(page);
  await page.getByRole("button", { name: TEXTS[lang].auth.signIn.sso.replace("{{name}}", PROVIDER_NAME) }).click();
}

for (const [lang, login, name] of [
  ["se", "anna", "Anna Lind"],
  ["en", "erik", "Erik Berg"],
] as const) {
  test(`${lang}: the SSO button leads through the provider's login to the dashboard, signed in`, async ({ page }) => {
    await startSso(page, lang);
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${SSO_SITE_PORT}/${lang}/dashboard$`));
    await expect(page.getByText(TEXTS[lang].dashboard.greeting.replace("{{name}}", name))).toBeVisible();
  });
}

test("se: someone outside the allowed domains comes back to the sign-in page with the reason, not signed in", async ({ page }) => {
  await startSso(page, "se");
  await signInAtProvider(page, "mallory");
  await expect(page).toHaveURL(/\/se\/auth\?via=sso&error=sso_domain_not_allowed/);
  await expect(page.getByRole("alert")).toHaveText(se.auth.ssoErrors.domainNotAllowed);
  await expectNoSeriousAxeViolations(page);
  await page.goto("/se/dashboard");
  await expect(page).toHaveURL(/\/se\/auth\?/);
});
