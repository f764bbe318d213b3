import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = import.meta.dirname;
const LANGUAGES = ["se", "en", "fi", "no"];
const NAMESPACES = readdirSync(join(ROOT, "en")).filter((file) => file.endsWith(".json"));

/** Keys whose value is the same word in every language (names, international terms). */
const SAME_IN_ALL_LANGUAGES = new Set([
  "common:meta.siteName",
  "common:meta.titleSuffix",
  "common:theme.system",
  "common:services.managedFieldServices",
  "common:services.siteSurvey",
  "common:services.datacenter",
  "pages:managedFieldServices.h1",
  "pages:siteSurvey.h1",
  "pages:datacenter.h1",
  // The same word in Swedish or Norwegian as in English: Status, neutral, Live, Mine (no), Send (no).
  "console:inbox.statusLabel",
  "console:inbox.sentiments.neutral",
  "console:inbox.live.connected",
  "console:inbox.views.mine",
  "console:inbox.reply.send",
  // Status in Swedish and Norwegian too.
  "console-jobs:jobsConsole.editor.currentStatus",
  "console-jobs:jobsConsole.applications.statusPart.heading",
]);

/** Product names and trade terms the Nordic IT market keeps in English. */
const SAME_VALUES = new Set([
  "Microsoft 365", "Azure", "Intune", "Break/fix", "IMAC", "Remote hands", "Smart hands", "ITAD", "NIST", "DoD", "SLA",
  "MSP", "Premium", "Standard", "Installation", "Datacenter", "Support", "L1–L3", "Site survey", "Managed field services",
  "Nordic IT Services", "24/7", "Wi-Fi", "Rollout", "API", "Administrator", "LinkedIn", "Hybrid",
]);

/** Names, codes, figures and dates: a person's or standard's name, a status code, a statistic's value, a document's revision day. */
const NAME_LIKE_KEY = /\.(id|status|author|value|name|revised)$/;

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

function load(lang: string, namespace: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(join(ROOT, lang, namespace), "utf8")));
}

describe.each(NAMESPACES)("locale namespace %s", (namespace) => {
  const files = Object.fromEntries(LANGUAGES.map((lang) => [lang, load(lang, namespace)]));
  const allKeys = [...new Set(Object.values(files).flatMap((messages) => Object.keys(messages)))].sort();

  it.each(LANGUAGES)("%s has every key another language has", (lang) => {
    const missing = allKeys.filter((key) => !(key in files[lang]!));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== "en"))("%s is translated, not copied from English", (lang) => {
    const ns = namespace.replace(/\.json$/, "");
    const copied = Object.entries(files.en!)
      .filter(([key, english]) => english.length > 3 && files[lang]![key] === english && !NAME_LIKE_KEY.test(key) && !SAME_VALUES.has(english))
      .map(([key]) => `${ns}:${key}`)
      .filter((key) => !SAME_IN_ALL_LANGUAGES.has(key));
    expect(copied).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty text where English has one", (lang) => {
    const empty = Object.entries(files.en!)
      .filter(([key, english]) => english !== "" && !files[lang]![key]?.trim())
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

describe("account namespace", () => {
  it("has no section that common has too, since the account pages merge the two", () => {
    const common = Object.keys(JSON.parse(readFileSync(join(ROOT, "se", "common.json"), "utf8")));
    const account = Object.keys(JSON.parse(readFileSync(join(ROOT, "se", "account.json"), "utf8")));
    expect(account.filter((section) => common.includes(section))).toEqual([]);
  });
});

describe("Swedish texts of the specification", () => {
  it("keeps the error fallback word for word", () => {
    const se = load("se", "common.json");
    expect(se["errors.technicalError"]).toBe("Ett tekniskt fel uppstod. Sidan laddas om automatiskt.");
    expect(se["errors.unexpectedError"]).toBe("Ett oväntat fel uppstod. Sidan kommer att laddas om automatiskt.");
  });

  it("keeps the session timeout's dialog and toasts word for word", () => {
    const se = load("se", "account.json");
    expect(se["sessionTimeout.title"]).toBe("Session går snart ut");
    expect(se["sessionTimeout.body"]).toBe("Din session går ut om {{time}} på grund av inaktivitet. Vill du fortsätta att vara inloggad?");
    expect([se["sessionTimeout.logOut"], se["sessionTimeout.continue"]]).toEqual(["Logga ut", "Fortsätt sessionen"]);
    expect([se["sessionTimeout.extendedTitle"], se["sessionTimeout.extendedText"]]).toEqual(["Session förlängd", "Din session har förlängts."]);
    expect([se["sessionTimeout.expiredTitle"], se["sessionTimeout.expiredText"]]).toEqual([
      "Session utgången",
      "Din session har gått ut på grund av inaktivitet.",
    ]);
  });
});
