// The quality audit (/qa-audit-pro): staff start a run, watch its progress and see it complete with zero broken links;
// a visitor and a signed-in account without a staff role are sent to sign in; axe finds nothing serious in light and
// dark. Serial: one audit runs at a time across the site, so the journeys take turns.
import audit from "../../content/locales/en/qa-audit.json" with { type: "json" };
import account from "../../content/locales/en/account.json" with { type: "json" };
import { createAccount, PASSWORD, uniqueEmail } from "./account-helpers.ts";
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const t = audit.qaAudit;
const SIGN_IN = /\/en\/auth\?redirectTo=%2Fqa-audit-pro&reason=staffOnly$/;

test("a visitor is sent to sign in and told the page is for staff", async ({ page }) => {
  await withCookieChoice(page);
  await page.goto("/qa-audit-pro");
  await expect(page).toHaveURL(SIGN_IN);
  await expect(page.getByText(account.auth.staffOnly)).toBeVisible();
});

test("a signed-in account without a staff role is sent to sign in with a staff account", async ({ page, baseURL }) => {
  await withCookieChoice(page);
  const email = uniqueEmail("audit-user");
  await createAccount(page.request, baseURL!, "Ulla User", email);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(signIn.status()).toBe(200);
  await page.goto("/qa-audit-pro");
  await expect(page).toHaveURL(SIGN_IN);
  await expect(page.getByText(account.auth.staffOnly)).toBeVisible();
});

test("staff start an audit, see its progress, and see it complete with zero broken links", async ({ page, baseURL }) => {
  await withCookieChoice(page);
  await signedInStaff(page.context(), baseURL!, "agent", "Aino Audit");
  await page.goto("/qa-audit-pro");
  await expect(page.getByRole("heading", { level: 1, name: t.h1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: t.runNow }).click();
  await expect(page).toHaveURL(/notice=(started|busy)/);
  // While it works the progress is shown (and survives a reload: it is read from the database).
  const progress = page.getByTestId("audit-progress");
  if (await progress.isVisible()) {
    await page.reload();
    // Either may be on the page, or both (the counts so far under the progress): the first is enough.
    await expect(progress.or(page.getByTestId("audit-counts")).first()).toBeVisible();
  }
  // The page reads the run again by itself until it is done.
  const counts = page.getByTestId("audit-counts");
  await expect(progress).toBeHidden({ timeout: 90_000 });
  await expect(counts).toBeVisible();
  const broken = await counts.getAttribute("data-broken-links");
  if (broken !== "0") {
    // Say which links are broken: the failure is then a finding to fix, not a number.
    await page.goto("/qa-audit-pro?severity=error");
    const findings = await page.locator("main table").allInnerTexts();
    expect(broken, `the audit's errors:\n${findings.join("\n")}`).toBe("0");
  }
  await expect(page.getByTestId("audit-summary")).toHaveAttribute("data-status", "done");
  await expect(page.getByRole("table", { name: t.historyCaption })).toBeVisible();

  // The filters work as a plain GET form: only errors of the broken-link check — there are none.
  await page.getByLabel(t.filters.severity).selectOption({ label: t.severities.error });
  await page.getByLabel(t.filters.check).selectOption({ label: t.checks.brokenLink });
  await page.getByRole("button", { name: t.filters.apply, exact: true }).click();
  await expect(page).toHaveURL(/severity=error&check=brokenLink/);
  await expect(page.getByTestId("no-findings")).toHaveText(t.noFindings);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: the quality audit in the ${theme} theme`, async ({ page, baseURL }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    await signedInStaff(page.context(), baseURL!, "admin", `Alva ${theme}`);
    await page.goto("/qa-audit-pro");
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await expect(page.getByRole("heading", { level: 1, name: t.h1 })).toBeVisible();
    await expect(page.getByTestId("audit-summary")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Findings shown (warnings such as long titles), in the table with its filters.
    await page.goto("/qa-audit-pro?severity=warning");
    await expect(page.locator("#findings-table")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
