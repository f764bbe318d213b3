// The console's Leads section as an agent uses it: a visitor's request from the real contact form shows up, the
// agent marks it contacted, adds a note, takes it over and downloads the CSV (which keeps å, ä and ö); and the
// section has no serious accessibility problem in the light or the dark theme, list and opened lead alike.
import { readFile } from "node:fs/promises";
import se from "../../content/locales/se/console-leads.json" with { type: "json" };
import { uniqueEmail } from "./account-helpers.ts";
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

// Making a staff member hashes passwords and enrols TOTP; on a loaded two-core machine that takes its time.
test.describe.configure({ timeout: 60_000 });

const L = se.leads;
const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? "");

/** A word no other test's lead contains, to find this test's lead among everyone's. */
function marker(): string {
  return `Märke${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

test("an agent finds a contact-form lead, marks it contacted, adds a note, takes it over and exports it as CSV", async ({ page, context, baseURL }) => {
  await withCookieChoice(page);
  const agent = await signedInStaff(context, baseURL!, "agent", "Örjan Ågren");
  const word = marker();
  const name = `Åsa Ärlig-Östberg ${word}`;

  // The visitor's side: the contact page, as anyone sends it.
  await page.goto("/se/kontakt");
  await hydrated(page);
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "Namn", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "E-post", exact: true }).fill(uniqueEmail("lead"));
  await form.getByRole("textbox", { name: "Företag" }).fill("Smörgåsbolaget AB");
  await form.getByRole("textbox", { name: "Meddelande", exact: true }).fill(`Vi behöver hjälp med 300 datorer. ${word}`);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Skicka meddelande" }).click();
  await expect(form.getByRole("heading", { name: "Tack för ditt meddelande!" })).toBeVisible();

  // The agent's side: the list, searched by the marker.
  await page.goto("/se/admin/leads");
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Förfrågningar" })).toBeVisible();
  await main.getByRole("searchbox", { name: L.filters.search }).fill(word);
  await main.getByRole("button", { name: L.filters.apply }).click();
  await expect(page).toHaveURL((url) => url.search === `?q=${encodeURIComponent(word)}`);
  await expect(main.getByText(fill(L.found, { count: "1" }))).toBeVisible();
  const row = main.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(L.sources["contact-form"]);
  await expect(row).toContainText(L.statuses.new);
  await row.getByRole("link", { name: fill(L.openNamed, { name }) }).click();

  await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(main.getByText("Smörgåsbolaget AB")).toBeVisible();
  await expect(main.getByText(L.detail.noConversation)).toBeVisible();

  // Status: new → contacted; the choices follow the rules (a contacted lead closes or reopens).
  await main.getByRole("button", { name: L.status.moveTo.contacted }).click();
  await expect(page.getByText(fill(L.status.changed, { status: L.statuses.contacted }))).toBeVisible();
  await expect(main.getByRole("button", { name: L.status.moveTo.closed })).toBeVisible();
  await expect(main.getByRole("button", { name: L.status.moveTo.new })).toBeVisible();
  await expect(main.getByRole("button", { name: L.status.moveTo.contacted })).toHaveCount(0);

  // A note, signed with the agent's name.
  const noteText = `Ringde kunden – återkommer på fredag. ${word}`;
  await main.getByRole("textbox", { name: L.notes.label }).fill(noteText);
  await main.getByRole("button", { name: L.notes.add }).click();
  await expect(page.getByText(L.notes.added)).toBeVisible();
  const note = main.getByRole("listitem").filter({ hasText: noteText });
  await expect(note).toContainText(agent.name);
  await expect(main.getByRole("textbox", { name: L.notes.label })).toHaveValue("");

  // The agent takes the lead over.
  await main.getByRole("combobox", { name: L.owner.label }).selectOption({ label: agent.name });
  await main.getByRole("button", { name: L.owner.save }).click();
  await expect(page.getByText(L.owner.saved)).toBeVisible();

  // Back in the list (the search kept), the lead is contacted and the agent's; the CSV says the same.
  await main.getByRole("link", { name: L.detail.back }).click();
  await expect(row).toContainText(L.statuses.contacted);
  await expect(row).toContainText(agent.name);
  const [download] = await Promise.all([page.waitForEvent("download"), main.getByRole("link", { name: L.export }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  const lines = text.slice(1).split("\r\n");
  expect(lines[0]).toBe(Object.values(L.csv).join(","));
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain(`${L.statuses.contacted},${L.sources["contact-form"]},${name},`);
  expect(lines[1]).toContain(",Smörgåsbolaget AB,Svenska,Örjan Ågren,");
  expect(lines[2]).toBe("");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: the Leads list and an opened lead in the ${theme} theme`, async ({ page, context, baseURL }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    await signedInStaff(context, baseURL!, "agent", `Axel ${theme === "light" ? "Ljus" : "Mörk"}`);
    const word = marker();
    // A lead through the chat's expert form, so the lead links to its conversation.
    const expert = await context.request.post("/api/send-contact-email", {
      data: { name: `Ärlig Öberg ${word}`, email: uniqueEmail("axe-lead"), phone: "+46 70 123 45 67", message: `Ring mig gärna. ${word}`, sessionId: null, language: "se" },
    });
    expect(expert.status(), await expert.text()).toBe(200);

    await page.goto(`/se/admin/leads?q=${word}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    const main = page.getByRole("main");
    await expect(main.getByRole("row").filter({ hasText: word })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await main.getByRole("link", { name: fill(L.openNamed, { name: `Ärlig Öberg ${word}` }) }).click();
    await expect(main.getByRole("link", { name: L.detail.conversation })).toHaveAttribute("href", /^\/se\/admin\?conversation=[0-9a-f-]{36}$/);
    await expectNoSeriousAxeViolations(page);
  });
}
