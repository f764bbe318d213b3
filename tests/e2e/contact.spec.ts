import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, test } from "./fixtures.ts";

const TEXTS = {
  se: { name: "Namn", email: "E-post", company: "Företag", message: "Meddelande", submit: "Skicka meddelande", thanks: "Tack för ditt meddelande!", confirmation: "Vi har skickat en bekräftelse till", required: "Detta fält är obligatoriskt", invalidEmail: "Ange en giltig e-postadress", consent: "Godkänn integritetspolicyn så att vi kan svara dig" },
  en: { name: "Name", email: "Email", company: "Company", message: "Message", submit: "Send message", thanks: "Thank you for your message!", confirmation: "We have sent a confirmation to", required: "This field is required", invalidEmail: "Please enter a valid email address", consent: "Please accept the privacy policy so that we can answer you" },
  fi: { name: "Nimi", email: "Sähköposti", company: "Yritys", message: "Viesti", submit: "Lähetä viesti", thanks: "Kiitos viestistäsi!", confirmation: "Lähetimme vahvistuksen osoitteeseen", required: "Tämä kenttä on pakollinen", invalidEmail: "Anna kelvollinen sähköpostiosoite", consent: "Hyväksy tietosuojaseloste, jotta voimme vastata sinulle" },
  no: { name: "Navn", email: "E-post", company: "Firma", message: "Melding", submit: "Send melding", thanks: "Takk for meldingen din!", confirmation: "Vi har sendt en bekreftelse til", required: "Dette feltet er obligatorisk", invalidEmail: "Oppgi en gyldig e-postadresse", consent: "Godta personvernerklæringen slik at vi kan svare deg" },
} as const;

for (const [lang, text] of Object.entries(TEXTS)) {
  test(`${lang}: a complete contact form is sent and thanked`, async ({ page }) => {
    await page.goto(`/${lang}/kontakt`);
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: text.name, exact: true }).fill("Anna Lind");
    await main.getByRole("textbox", { name: text.email, exact: true }).fill(`anna.${lang}@example.se`);
    await main.getByRole("textbox", { name: text.company }).fill("Kommun i Skåne");
    await main.getByRole("textbox", { name: text.message, exact: true }).fill("Vi behöver hjälp med en utrullning av 300 datorer.");
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: text.submit }).click();
    await expect(main.getByRole("heading", { name: text.thanks })).toBeVisible();
    await expect(main.getByText(`${text.confirmation} anna.${lang}@example.se`)).toBeVisible();
  });

  test(`${lang}: missing and wrong fields are named in the page's language`, async ({ page }) => {
    await page.goto(`/${lang}/kontakt`);
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: text.submit }).click();
    await expect(main.getByText(text.required).first()).toBeVisible();
    await expect(main.getByText(text.required)).toHaveCount(3);
    await expect(main.getByText(text.consent)).toBeVisible();
    await main.getByRole("textbox", { name: text.email, exact: true }).fill("not-an-address");
    await main.getByRole("button", { name: text.submit }).click();
    await expect(main.getByText(text.invalidEmail)).toBeVisible();
    await expect(main.getByRole("textbox", { name: text.name, exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sends, and the server names the errors", async ({ page, consoleErrors }) => {
    await page.goto("/se/kontakt");
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Namn", exact: true }).fill("Anna Lind");
    await main.getByRole("button", { name: "Skicka meddelande" }).click();
    await expect(main.getByText("Detta fält är obligatoriskt").first()).toBeVisible();
    await expect(main.getByRole("textbox", { name: "Namn", exact: true })).toHaveValue("Anna Lind");
    await main.getByRole("textbox", { name: "E-post", exact: true }).fill("anna.nojs@example.se");
    await main.getByRole("textbox", { name: "Meddelande", exact: true }).fill("Hej");
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: "Skicka meddelande" }).click();
    await expect(main.getByRole("heading", { name: "Tack för ditt meddelande!" })).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 400/);
  });
});

test("the button says it is sending while the message goes out", async ({ page }) => {
  await page.goto("/en/kontakt");
  await hydrated(page);
  await page.route("**/en/kontakt.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Name", exact: true }).fill("Anna Lind");
  await main.getByRole("textbox", { name: "Email", exact: true }).fill("anna.sending@example.se");
  await main.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
  await main.getByRole("checkbox").check();
  await main.getByRole("button", { name: "Send message" }).click();
  await expect(main.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect(main.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
});

test("too many attempts are refused with the time to wait", async ({ page, consoleErrors }) => {
  await page.goto("/en/kontakt");
  await hydrated(page);
  const main = page.getByRole("main");
  for (let i = 0; i < 7; i++) {
    await main.getByRole("textbox", { name: "Name", exact: true }).fill("Anna Lind");
    await main.getByRole("textbox", { name: "Email", exact: true }).fill(`anna.limit${i}@example.se`);
    await main.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
    await main.getByRole("checkbox").check();
    await main.getByRole("button", { name: "Send message" }).click();
    const thanks = main.getByRole("heading", { name: "Thank you for your message!" });
    const refused = main.getByText(/Too many attempts\. Please try again in \d+ (seconds?|minutes?)\./);
    await expect(thanks.or(refused)).toBeVisible();
    if (await refused.isVisible()) {
      consoleErrors.splice(0);
      return;
    }
    await main.getByRole("link", { name: "Send another message" }).click();
  }
  throw new Error("seven quick messages were all accepted");
});

test("a send the network swallows keeps what was typed and names the failure; online again it goes through", async ({ page, context, consoleErrors }) => {
  await page.goto("/se/kontakt");
  await hydrated(page);
  const main = page.getByRole("main");
  const typed = [
    [/^Namn/, "Anna Lind"],
    [/^E-post/, "anna.offline@example.se"],
    [/^Företag/, "Kommun i Skåne"],
    [/^Meddelande/, "Vi behöver hjälp med en utrullning av 300 datorer."],
  ] as const;
  for (const [label, value] of typed) await main.getByRole("textbox", { name: label }).fill(value);
  await main.getByRole("checkbox").check();

  await context.setOffline(true);
  await main.getByRole("button", { name: "Skicka meddelande" }).click();
  await expect(main.getByText("Meddelandet kunde inte skickas. Försök igen eller kontakta oss direkt på info@example.com.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Något gick fel" })).toBeHidden();
  for (const [label, value] of typed) await expect(main.getByRole("textbox", { name: label })).toHaveValue(value);
  await expect(main.getByRole("checkbox")).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  await context.setOffline(false);
  await main.getByRole("button", { name: "Skicka meddelande" }).click();
  await expect(main.getByRole("heading", { name: "Tack för ditt meddelande!" })).toBeVisible();
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("an aborted request is a send failure too, in the page's language", async ({ page, consoleErrors }) => {
  await page.goto("/en/kontakt");
  await hydrated(page);
  await page.route("**/en/kontakt.data*", (route) => route.abort("connectionreset"));
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Name", exact: true }).fill("Anna Lind");
  await main.getByRole("textbox", { name: "Email", exact: true }).fill("anna.reset@example.se");
  await main.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
  await main.getByRole("checkbox").check();
  await main.getByRole("button", { name: "Send message" }).click();
  await expect(main.getByText("Your message could not be sent. Please try again, or contact us directly at info@example.com.")).toBeVisible();
  await expect(main.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hello");
  await page.unroute("**/en/kontakt.data*");
  await main.getByRole("button", { name: "Send message" }).click();
  await expect(main.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
  allowConsoleErrors(consoleErrors, /ERR_CONNECTION_RESET/);
});
