// The contrast test: live with JavaScript, a plain GET form without it; the site's palette lists every colour the
// stylesheet defines; axe in both themes.
import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures.ts";

test("computes live: 21:1 for black on white, 1:1 for a colour on itself, swap, picker and a shareable link", async ({ page }) => {
  await page.goto("/en/kontrasttest");
  await hydrated(page);
  const fg = page.getByRole("textbox", { name: "Text colour", exact: true });
  const bg = page.getByRole("textbox", { name: "Background colour", exact: true });
  const ratio = page.getByTestId("contrast-ratio");

  await fg.fill("#000000");
  await bg.fill("rgb(255 255 255)");
  await expect(ratio).toHaveText("21:1");
  await expect(page.locator('[data-criterion="normalAAA"] [data-verdict="pass"]')).toBeVisible();
  await expect(page).toHaveURL(/\?fg=%23000000&bg=rgb%28255\+255\+255%29$/);

  await fg.fill("hsl(218 76% 47%)");
  await bg.fill("hsl(218, 76%, 47%)");
  await expect(ratio).toHaveText("1:1");
  await expect(page.locator('[data-criterion="uiAA"] [data-verdict="fail"]')).toBeVisible();

  await fg.fill("#767676");
  await bg.fill("#ffffff");
  await expect(ratio).toHaveText("4.54:1");
  await page.getByRole("button", { name: "Swap colours" }).click();
  await expect(fg).toHaveValue("#ffffff");
  await expect(bg).toHaveValue("#767676");
  await expect(ratio).toHaveText("4.54:1");

  await page.getByLabel("Pick the text colour").fill("#000000");
  await expect(fg).toHaveValue("#000000");
  await expect(ratio).toHaveText("4.62:1");
  await expect(page.getByTestId("contrast-preview")).toHaveCSS("background-color", "rgb(118, 118, 118)");

  const shared = await page.getByRole("link", { name: "Link to this result" }).getAttribute("href");
  await page.goto(`/en/kontrasttest${shared}`);
  await expect(page.getByTestId("contrast-ratio")).toHaveText("4.62:1");
});

test("an unreadable colour gets the field's error, and the ratio comes back when it is corrected", async ({ page }) => {
  await page.goto("/se/kontrasttest");
  await hydrated(page);
  const fg = page.getByRole("textbox", { name: "Textfärg", exact: true });
  await fg.fill("#12345");
  await expect(fg).toHaveAttribute("aria-invalid", "true");
  await expect(fg).toHaveAccessibleDescription(/Vi kan inte läsa färgen/);
  await expect(page.getByTestId("contrast-ratio")).toHaveCount(0);
  await fg.fill("#123456");
  await expect(page.getByTestId("contrast-ratio")).toHaveText(/:1$/);
});

test("works without JavaScript: the form is computed on the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/kontrasttest");
  await page.getByRole("textbox", { name: "Text colour", exact: true }).fill("#000000");
  await page.getByRole("textbox", { name: "Background colour", exact: true }).fill("#ffffff");
  await page.getByRole("button", { name: "Check contrast" }).click();
  await expect(page).toHaveURL(/\/en\/kontrasttest\?fg=%23000000&bg=%23ffffff$/);
  await expect(page.getByTestId("contrast-ratio")).toHaveText("21:1");
  await page.getByRole("button", { name: "Swap colours" }).click();
  await expect(page).toHaveURL(/\?fg=%23ffffff&bg=%23000000$/);
  await page.getByRole("textbox", { name: "Text colour", exact: true }).fill("not a colour");
  await page.getByRole("button", { name: "Check contrast" }).click();
  await expect(page.getByText("We cannot read this colour.")).toBeVisible();
  await context.close();
});

test("the palette lists every colour of the site's stylesheet, in pairs for both themes", async ({ page }) => {
  await page.goto("/en/kontrasttest");
  const stylesheet = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n"));
  const colours = [...new Set([...stylesheet.matchAll(/--color-([a-z0-9-]+):/g)].map((m) => m[1]!))];
  expect(colours.length).toBeGreaterThan(20);
  const pairs = await page.locator("tr[data-pair]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-pair")!));
  const named = new Set(pairs.flatMap((pair) => pair.split("|").slice(2).map((name) => name.split("/")[0]!)));
  expect(colours.filter((colour) => !named.has(colour))).toEqual([]);
  expect(pairs.some((pair) => pair.startsWith("light|"))).toBe(true);
  expect(pairs.some((pair) => pair.startsWith("dark|"))).toBe(true);
  await expect(page.getByTestId("palette-light").locator('tr[data-pair="light|text|slate-900|white"]')).toHaveCount(1);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: the contrast test in ${theme} theme, with a failing result shown`, async ({ page }) => {
    // Two hundred table rows take axe a while on a busy two-core machine.
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto("/fi/kontrasttest?fg=%23777777&bg=%23888888");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    // The preview shows the visitor's own colours, which fail here on purpose; everything else is checked.
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("[data-contrast-preview]").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await expect(page.getByTestId("contrast-preview")).toBeVisible();
  });
}
