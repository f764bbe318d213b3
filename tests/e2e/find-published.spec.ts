// Issue 13's journey across features: an editor publishes a job in two languages and a news article, and a visitor
// finds both through the lists, the header's search field and the chat assistant — without anyone restarting
// anything. (The console's editing screens have their own journeys: jobs.spec.ts, news.spec.ts.)
import type { APIRequestContext } from "@playwright/test";
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, { id: string }>;
}

test("an editor publishes a job in two languages and an article; a visitor finds both through the lists, the search and the assistant", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signedInStaff(context, baseURL!, "admin", "Petra Publicist");
  // A made-up word in every title, so only what this test published can match.
  const word = `Kvartz${Date.now().toString(36)}`;
  const lower = word.toLowerCase();

  const { job } = await postJson(context.request, baseURL!, "/api/staff/jobs", {
    employmentType: "full-time",
    remote: "hybrid",
    closingDate: null,
    translations: {
      en: {
        slug: `fibre-technician-${lower}`,
        title: `Fibre technician ${word}`,
        summary: "Splice and measure fibre for our customers in Northern Sweden.",
        description: "You splice, measure and document fibre networks at customer sites.",
        requirements: "- Driving licence B",
        locations: ["Luleå"],
        department: "Field services",
      },
      se: {
        slug: `fibertekniker-${lower}`,
        title: `Fibertekniker ${word}`,
        summary: "Skarva och mät fiber åt våra kunder i Norrbotten.",
        description: "Du skarvar, mäter och dokumenterar fibernät hos kunder.",
        requirements: "- B-körkort",
        locations: ["Luleå"],
        department: "Fälttjänster",
      },
    },
  });
  await postJson(context.request, baseURL!, `/api/staff/jobs/${job!.id}/publish`, {});
  await postJson(context.request, baseURL!, "/api/staff/news", {
    category: "security",
    tags: ["NIS2"],
    coverImageId: null,
    status: "published",
    publishAt: null,
    translations: {
      en: {
        slug: `security-month-${lower}`,
        title: `Security month ${word}`,
        summary: "Four weeks of free workshops on incident reporting.",
        body: "We run **free workshops** on incident reporting every Tuesday in March.",
      },
    },
  });

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  try {
    await withCookieChoice(visitor);

    // The lists.
    await visitor.goto("/en/jobs");
    await hydrated(visitor);
    await expect(visitor.getByRole("main").getByRole("link", { name: new RegExp(`Fibre technician ${word}`) }).first()).toBeVisible();
    await visitor.goto("/en/news");
    await expect(visitor.getByRole("main").getByRole("article", { name: `Security month ${word}` })).toBeVisible();

    // The header's search field, in English: both, each linking to its page.
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await visitor.goto("/en");
    await hydrated(visitor);
    const field = visitor.getByRole("banner").getByRole("searchbox").first();
    await field.fill(word);
    await field.press("Enter");
    await expect(visitor).toHaveURL(new RegExp(`/en/search\\?q=${word}$`));
    const results = visitor.getByRole("main");
    await expect(results.getByRole("link", { name: `Fibre technician ${word}` })).toHaveAttribute("href", `/en/jobs/fibre-technician-${lower}`);
    await expect(results.getByRole("link", { name: `Security month ${word}` })).toHaveAttribute("href", `/en/news/security-month-${lower}`);
    await expectNoSeriousAxeViolations(visitor);
    // In Swedish, the job's Swedish version — found without its å/ä/ö and by a stem ("fibertekniker" → "fiberteknik").
    await visitor.goto(`/se/search?q=${encodeURIComponent(`fiberteknik ${word}`)}`);
    await expect(visitor.getByRole("main").getByRole("link", { name: `Fibertekniker ${word}` })).toHaveAttribute("href", `/se/jobs/fibertekniker-${lower}`);

    // The assistant knows the job from the moment it was published.
    await visitor.goto("/en");
    await hydrated(visitor);
    await visitor.getByRole("button", { name: "Open the chat" }).click();
    const panel = visitor.getByRole("dialog", { name: "Chat with us" });
    const input = panel.getByRole("textbox", { name: "Your message" });
    await expect(input).toBeEditable();
    await input.fill(`Are you hiring a fibre technician in Luleå? I saw ${word}`);
    await input.press("Enter");
    // Its answer names the job's page among its sources.
    const sources = panel.getByRole("log").getByRole("list", { name: "Sources" }).getByRole("link", { name: `Fibre technician ${word}` });
    await expect(sources.first()).toHaveAttribute("href", `/en/jobs/fibre-technician-${lower}`, { timeout: 20_000 });
  } finally {
    await visitorContext.close();
  }
});
