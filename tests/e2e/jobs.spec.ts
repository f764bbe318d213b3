// Jobs end to end: an administrator (the editor) writes a job in English and Swedish in the console and publishes it; a
// visitor finds it through the list's filter, reads it, and applies with a PDF CV — and is refused, field by field and
// with what they typed kept, when the "CV" is a renamed program. The applicant's confirmation arrives by mail, and the
// application with its CV is in the console. The pages have no serious accessibility problem.
import en from "../../content/locales/en/jobs.json" with { type: "json" };
import consoleEn from "../../content/locales/en/console-jobs.json" with { type: "json" };
import { uniqueEmail, waitForMail } from "./account-helpers.ts";
import { signedInStaff } from "./console-helpers.ts";
import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

// Making a staff member hashes passwords and enrols TOTP; on a loaded two-core machine that takes its time.
test.describe.configure({ timeout: 90_000 });

const J = en.jobs;
const C = consoleEn.jobsConsole;

/** A word no other test's job contains. */
function marker(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A one-page PDF with a correct cross-reference table. */
function pdf(): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The start of a Windows program: "MZ", the DOS stub's header, and the PE signature where it points. */
function windowsProgram(): Buffer {
  const program = Buffer.alloc(512);
  program.write("MZ", 0, "latin1");
  program.writeUInt32LE(0x80, 0x3c);
  program.write("PE\0\0", 0x80, "latin1");
  return program;
}

test("an editor publishes a job in two languages; a visitor finds it, applies with a PDF CV, and is refused for a renamed program", async ({
  page,
  context,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await withCookieChoice(page);
  await signedInStaff(context, baseURL!, "admin", "Elin Redaktör");
  const word = marker();
  const title = `Field engineer ${word}`;
  const swedishTitle = `Fältingenjör ${word}`;
  const place = `Ystad${word}`;

  // The editor writes the job in English (the console's language) and Swedish, and publishes it.
  await page.goto("/en/admin/jobs");
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await main.getByRole("link", { name: C.newJob }).click();
  await expect(main.getByRole("heading", { level: 1, name: C.editor.newHeading })).toBeVisible();
  await main.getByRole("combobox", { name: C.editor.employmentType }).selectOption({ label: C.employmentTypes["part-time"] });
  await main.getByRole("combobox", { name: C.editor.remote }).selectOption({ label: C.remoteOptions.hybrid });

  const english = main.getByRole("group", { name: "English" });
  await expect(english.getByRole("checkbox", { name: "Publish in English" })).toBeChecked();
  await english.getByRole("textbox", { name: C.editor.title }).fill(title);
  // The address follows the title until it is edited.
  await expect(english.getByRole("textbox", { name: C.editor.slug })).toHaveValue(`field-engineer-${word}`);
  await english.getByRole("textbox", { name: C.editor.summary }).fill("Install and repair hardware for our customers in Skåne.");
  await english.getByRole("textbox", { name: C.editor.description }).fill("## The role\n\nYou **install** computers.\n\n- Laptops\n- Printers");
  await english.getByRole("textbox", { name: C.editor.locations }).fill(`${place}\nMalmö`);
  await english.getByRole("textbox", { name: C.editor.department }).fill("Field service");

  const swedish = main.getByRole("group", { name: "Svenska" });
  await swedish.getByRole("checkbox", { name: "Publish in Svenska" }).check();
  await swedish.getByRole("textbox", { name: C.editor.title }).fill(swedishTitle);
  await expect(swedish.getByRole("textbox", { name: C.editor.slug })).toHaveValue(`faltingenjor-${word}`);
  await swedish.getByRole("textbox", { name: C.editor.summary }).fill("Installera och laga hårdvara hos våra kunder i Skåne.");
  // A missing description is named beside its field before anything is sent.
  await swedish.getByRole("textbox", { name: C.editor.locations }).fill(place);
  await main.getByRole("button", { name: C.editor.saveAndPublish }).click();
  await expect(swedish.getByText(C.fieldErrors.required)).toBeVisible();
  await expect(main.getByText(C.editor.errorSummary)).toBeVisible();
  await swedish.getByRole("textbox", { name: C.editor.description }).fill("Du **installerar** datorer.");
  await main.getByRole("button", { name: C.editor.saveAndPublish }).click();
  await expect(page.getByText(C.editor.published)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/jobs\/[0-9a-f-]{36}$/);
  await expect(main.getByRole("heading", { level: 1, name: C.editor.editHeading })).toBeVisible();
  await expect(main.getByText(C.statuses.published, { exact: true })).toBeVisible();
  const jobId = page.url().split("/").pop()!;
  await expectNoSeriousAxeViolations(page);

  // A visitor finds it through the list's location filter, in English …
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto("/en/jobs");
    await hydrated(visitor);
    const list = visitor.getByRole("main");
    await list.getByRole("combobox", { name: J.filters.location }).selectOption(place);
    await list.getByRole("button", { name: J.filters.submit }).click();
    await expect(visitor).toHaveURL(new RegExp(`/en/jobs\\?location=${place}$`));
    await expect(list.getByText(/^Matching positions: 1 of \d+$/)).toBeVisible();
    await expectNoSeriousAxeViolations(visitor);
    await list.getByRole("link", { name: title }).click();

    await expect(list.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const crumbs = visitor.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home›", "Jobs›", title]);
    await expect(list.getByText(J.employmentTypes["part-time"])).toBeVisible();
    await expect(visitor.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute("href", new RegExp(`/se/jobs/faltingenjor-${word}$`));
    await expect(visitor.locator('link[rel="alternate"][hreflang="fi"]')).toHaveCount(0);
    const posting = await visitor.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; title?: string; employmentType?: string }).find((item) => item["@type"] === "JobPosting"),
    );
    expect(posting).toMatchObject({ title, employmentType: "PART_TIME" });
    await expectNoSeriousAxeViolations(visitor);

    // The application: first a "CV" that is a renamed program, refused with the typed values kept …
    await list.getByRole("link", { name: J.detail.apply }).first().click();
    await expect(list.getByRole("heading", { level: 1, name: `Apply: ${title}` })).toBeVisible();
    await hydrated(visitor);
    const email = uniqueEmail("applicant");
    await list.getByRole("textbox", { name: J.apply.name, exact: true }).fill("Åsa Sökande");
    await list.getByRole("textbox", { name: J.apply.email, exact: true }).fill(email);
    await list.getByRole("textbox", { name: J.apply.linkedinUrl }).fill("https://www.linkedin.com/in/asa-sokande");
    await list.getByRole("textbox", { name: J.apply.coverLetter }).fill("I have installed 2,000 laptops.");
    await list.locator(`input[type="file"]`).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: windowsProgram() });
    await list.getByRole("checkbox").check();
    await list.getByRole("button", { name: J.apply.submit }).click();
    const cvError = list.getByText(J.apply.errors.cvType);
    await expect(cvError).toBeVisible();
    await expect(list.locator(`input[type="file"]`)).toHaveAttribute("aria-invalid", "true");
    await expect(list.getByRole("textbox", { name: J.apply.name, exact: true })).toHaveValue("Åsa Sökande");
    await expect(list.getByRole("textbox", { name: J.apply.coverLetter })).toHaveValue("I have installed 2,000 laptops.");
    await expectNoSeriousAxeViolations(visitor);

    // … then the real PDF, accepted.
    await list.locator(`input[type="file"]`).setInputFiles({ name: "Åsa CV.pdf", mimeType: "application/pdf", buffer: pdf() });
    await list.getByRole("button", { name: J.apply.submit }).click();
    await expect(list.getByRole("heading", { name: J.apply.successTitle })).toBeVisible();
    await expect(list.getByText(`We have sent a confirmation to ${email}.`)).toBeVisible();
    const confirmation = await waitForMail(email, /We have received your application/);
    expect(confirmation.text).toContain(`"${title}"`);
    expect(confirmation.text).toContain("2 years after the last activity");

    // The job in Swedish: the language switcher leads from the English page to the Swedish version's own address.
    await visitor.goto(`/en/jobs/field-engineer-${word}`);
    await hydrated(visitor);
    await visitor.getByRole("navigation", { name: "Choose language" }).filter({ visible: true }).getByRole("link", { name: /^sv/ }).click();
    await expect(visitor).toHaveURL(new RegExp(`/se/jobs/faltingenjor-${word}$`));
    await expect(list.getByRole("heading", { level: 1, name: swedishTitle })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
  allowConsoleErrors(consoleErrors, /status of 400/);

  // The editor finds the application with its CV, and moves it on.
  await page.goto(`/en/admin/jobs/applications?job=${jobId}`);
  await hydrated(page);
  await main.getByRole("link", { name: C.applications.openNamed.replace("{{name}}", "Åsa Sökande") }).click();
  await expect(main.getByRole("heading", { level: 2, name: "Åsa Sökande" })).toBeVisible();
  const download = main.getByRole("link", { name: /Download the CV \(Åsa CV\.pdf/ });
  await expect(download).toHaveAttribute("href", /\/api\/staff\/job-applications\/[0-9a-f-]{36}\/cv$/);
  const cv = await page.request.get((await download.getAttribute("href"))!);
  expect(cv.status()).toBe(200);
  expect(cv.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(Buffer.from(await cv.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await main.getByRole("combobox", { name: C.applications.statusPart.label }).selectOption({ label: C.applicationStatuses.interview });
  await main.getByRole("button", { name: C.applications.statusPart.save }).click();
  await expect(page.getByText(C.applications.statusPart.changed.replace("{{status}}", C.applicationStatuses.interview))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("with no open job matching, the list says so and invites an open application that works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/en/jobs?location=Nowhere${marker()}`);
    const main = page.getByRole("main");
    // Other tests may have published jobs by now, or not: either way this place has none.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(main.getByText(new RegExp(`^(${escape(J.list.noMatch)}|${escape(J.list.empty)})`))).toBeVisible();
    await main.getByRole("link", { name: J.list.openApplication }).click();
    await expect(main.getByRole("heading", { level: 1, name: J.apply.titleOpen })).toBeVisible();
    await main.getByRole("textbox", { name: J.apply.name, exact: true }).fill("Bo Öppen");
    await main.getByRole("button", { name: J.apply.submit }).click();
    // The server names each problem; what was typed stays.
    await expect(main.getByText(J.apply.errors.cvRequired)).toBeVisible();
    await expect(main.getByText(J.apply.errors.consentRequired)).toBeVisible();
    await expect(main.getByRole("textbox", { name: J.apply.name, exact: true })).toHaveValue("Bo Öppen");
    await main.getByRole("textbox", { name: J.apply.email, exact: true }).fill(uniqueEmail("open"));
    await main.locator(`input[type="file"]`).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf() });
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: J.apply.submit }).click();
    await expect(main.getByRole("heading", { name: J.apply.successTitle })).toBeVisible();
  } finally {
    await context.close();
  }
});
