// Development batch 10 (2026-11-24): Finnish questions as visitors write them — everyday words and colloquial
// forms (mä, meiän), other cases than the copy uses, a few long ones. Finnish passes about two in three on the
// held-out sets' aggregates. Written from the copy before running the assistant on them; tuned on.
import type { EvaluationCase } from "./evaluation-case.ts";

const ask = (question: string, facts: string[], slug: string, kind: EvaluationCase["kind"] = "fact", accept: string[] = []): EvaluationCase => ({
  question, kind, pageLanguage: "fi", expectLanguage: "fi", facts, source: `/fi/${slug}`,
  ...(accept.length > 0 ? { acceptSources: accept.map((other) => `/fi/${other}`) } : {}),
});

export const DEVELOPMENT_CASES_10: EvaluationCase[] = [
  ask("Mitä siihen ilmaiseen IT-analyysiin oikein kuuluu?", ["24 tun"], "it-konsultation"),
  ask("Autatteko julkisen sektorin kilpailutuksissa?", ["hankin"], "it-konsultation"),
  ask("Tuletteko paikan päälle vai hoidetaanko kaikki etänä?", ["paikan päällä"], "it-konsultation", "fact", ["it-bemanning"]),
  ask("Kuinka nopeesti premium-tuki reagoi jos palvelin kaatuu yöllä?", ["15 minuu"], "datacenter", "fact", ["datacenter-support"]),
  ask("Voitteko muuttaa meidän koko palvelinhuoneen uuteen paikkaan?", ["siirr"], "datacenter"),
  ask("Pidättekö räkkien dokumentaation ajan tasalla muutosten jälkeen?", ["räkkikaavi"], "datacenter"),
  ask("Voiko perustuesta vaihtaa premiumiin myöhemmin?", ["tukitaso"], "datacenter-support"),
  ask("Mitä kaikkea 24/7-valvonta seuraa?", ["lämpötila"], "datacenter-support"),
  ask("Haittaako wlan-mittaus työntekijöiden normaalia työtä?", ["passiivinen analyysi"], "sitesurveys"),
  ask("Voiko teidän teknikot siirtää tukiasemia kartoituksen jälkeen?", ["tukiasem"], "sitesurveys"),
  ask("Meillä on oma projektimalli, noudatatteko sitä?", ["projektimalli"], "projektledning"),
  ask("Projekti on ihan sekaisin, voitteko ottaa sen hoitaaksenne kesken kaiken?", ["takaisin raiteil"], "projektledning"),
  ask("Millä ohjelmointikielillä te yleensä koodaatte?", [".NET"], "mjukvaruutveckling"),
  ask("Mitä sovellukselle tapahtuu kun se on julkaistu?", ["ylläpitosopimu"], "mjukvaruutveckling"),
  ask("Mikä ero on remote handsilla ja smart handsilla?", ["smart hands"], "managed-field-services"),
  ask("Kuinka monta päivää meillä on aikaa maksaa lasku?", ["30 päivää"], "terms"),
  ask("Jos palkkaamme teidän konsultin suoraan, paljonko se maksaa meille?", ["200 000 SEK"], "terms"),
  ask("Kuinka pitkään salassapitovelvollisuus on voimassa sopimuksen jälkeen?", ["3 vuotta"], "terms"),
  ask("Kauanko säilytätte mun chat-viestit?", ["2 vuotta"], "privacy"),
  ask(
    "Olemme pieni kunta ja meidän IT-tiimissä on vain kaksi henkilöä. Tarvitsemme joskus lisäkäsiä laitevaihtoihin ja käyttäjätukeen. Mitä L1-taso tarkoittaa teillä?",
    ["ensilinjan"], "it-bemanning", "long", ["managed-field-services"],
  ),
];
