// DEMO_CONTENT=true: five example articles in all four languages, published over the last days, when there are no
// articles at all. Each is marked: the tag "example" and a first line saying it is example content.
import type { Lang } from "../../app/lib/languages.ts";
import type { NewsCategory, NewsTranslation } from "../../app/news/news-contract.ts";
import type { DemoSeed } from "../content/demo-content.ts";

const NOTE: Record<Lang, string> = {
  se: "*Exempelinnehåll: den här artikeln publicerades automatiskt för att visa nyhetssidorna. Den kan raderas i konsolen.*",
  en: "*Example content: this article was published automatically to show the news pages. It can be deleted in the console.*",
  fi: "*Esimerkkisisältöä: tämä artikkeli julkaistiin automaattisesti uutissivujen esittelyä varten. Sen voi poistaa konsolissa.*",
  no: "*Eksempelinnhold: denne artikkelen ble publisert automatisk for å vise nyhetssidene. Den kan slettes i konsollen.*",
};

interface Example {
  category: NewsCategory;
  tags: string[];
  versions: Record<Lang, Omit<NewsTranslation, "body"> & { body: string }>;
}

const EXAMPLES: Example[] = [
  {
    category: "cloud",
    tags: ["example", "Azure", "migration"],
    versions: {
      se: { slug: "exempel-molnmigrering-utan-driftstopp", title: "Exempel: Molnmigrering utan driftstopp", summary: "Så flyttar vi kritiska system till molnet i små steg, med en väg tillbaka i varje steg.", body: "## Små steg\n\nVi flyttar en tjänst i taget och mäter före och efter.\n\n- Kartläggning av beroenden\n- Pilot med en icke-kritisk tjänst\n- Flytt med möjlighet att backa" },
      en: { slug: "example-cloud-migration-without-downtime", title: "Example: Cloud migration without downtime", summary: "How we move critical systems to the cloud in small steps, with a way back at every step.", body: "## Small steps\n\nWe move one service at a time and measure before and after.\n\n- Mapping dependencies\n- A pilot with a non-critical service\n- A move that can be rolled back" },
      fi: { slug: "esimerkki-pilvisiirto-ilman-katkoja", title: "Esimerkki: Pilvisiirto ilman katkoja", summary: "Näin siirrämme kriittiset järjestelmät pilveen pienin askelin – jokaisesta askeleesta on tie takaisin.", body: "## Pienin askelin\n\nSiirrämme yhden palvelun kerrallaan ja mittaamme ennen ja jälkeen.\n\n- Riippuvuuksien kartoitus\n- Pilotti ei-kriittisellä palvelulla\n- Siirto, jonka voi perua" },
      no: { slug: "eksempel-skymigrering-uten-nedetid", title: "Eksempel: Skymigrering uten nedetid", summary: "Slik flytter vi kritiske systemer til skyen i små steg, med en vei tilbake i hvert steg.", body: "## Små steg\n\nVi flytter én tjeneste om gangen og måler før og etter.\n\n- Kartlegging av avhengigheter\n- Pilot med en ikke-kritisk tjeneste\n- Flytting som kan rulles tilbake" },
    },
  },
  {
    category: "security",
    tags: ["example", "NIS2"],
    versions: {
      se: { slug: "exempel-nis2-vad-galler-for-er", title: "Exempel: NIS2 – vad gäller för er?", summary: "En kort genomgång av vilka verksamheter som omfattas och vad som behöver vara på plats.", body: "## Vilka omfattas?\n\nMånga medelstora företag inom energi, transport och digital infrastruktur.\n\n## Vad behövs?\n\nRiskanalys, incidentrapportering och ansvar i ledningen." },
      en: { slug: "example-nis2-what-applies-to-you", title: "Example: NIS2 – what applies to you?", summary: "A short overview of which organisations are covered and what needs to be in place.", body: "## Who is covered?\n\nMany medium-sized companies in energy, transport and digital infrastructure.\n\n## What is needed?\n\nRisk analysis, incident reporting and accountability in management." },
      fi: { slug: "esimerkki-nis2-mita-teita-koskee", title: "Esimerkki: NIS2 – mitä teitä koskee?", summary: "Lyhyt katsaus siihen, mitkä organisaatiot kuuluvat direktiivin piiriin ja mitä tarvitaan.", body: "## Keitä se koskee?\n\nMonia keskisuuria yrityksiä energian, liikenteen ja digitaalisen infrastruktuurin aloilla.\n\n## Mitä tarvitaan?\n\nRiskianalyysi, häiriöilmoitukset ja johdon vastuu." },
      no: { slug: "eksempel-nis2-hva-gjelder-for-dere", title: "Eksempel: NIS2 – hva gjelder for dere?", summary: "En kort gjennomgang av hvilke virksomheter som omfattes og hva som må være på plass.", body: "## Hvem omfattes?\n\nMange mellomstore bedrifter innen energi, transport og digital infrastruktur.\n\n## Hva trengs?\n\nRisikoanalyse, hendelsesrapportering og ansvar i ledelsen." },
    },
  },
  {
    category: "ai",
    tags: ["example", "assistant"],
    versions: {
      se: { slug: "exempel-ai-i-supporten", title: "Exempel: AI i supporten – med människan kvar", summary: "Vår assistent svarar på vanliga frågor och lämnar över till en expert när det behövs.", body: "Assistenten känner till våra tjänster och svarar dygnet runt. När frågan kräver en människa lämnas samtalet över till en av våra experter." },
      en: { slug: "example-ai-in-support", title: "Example: AI in support – with people still there", summary: "Our assistant answers common questions and hands over to an expert when needed.", body: "The assistant knows our services and answers around the clock. When a question needs a person, the conversation is handed to one of our experts." },
      fi: { slug: "esimerkki-tekoaly-tuessa", title: "Esimerkki: Tekoäly tuessa – ihminen mukana", summary: "Avustajamme vastaa yleisiin kysymyksiin ja siirtää keskustelun asiantuntijalle tarvittaessa.", body: "Avustaja tuntee palvelumme ja vastaa ympäri vuorokauden. Kun kysymys vaatii ihmistä, keskustelu siirtyy asiantuntijallemme." },
      no: { slug: "eksempel-ki-i-kundestotte", title: "Eksempel: KI i kundestøtten – med mennesker til stede", summary: "Assistenten vår svarer på vanlige spørsmål og overlater til en ekspert ved behov.", body: "Assistenten kjenner tjenestene våre og svarer døgnet rundt. Når et spørsmål trenger et menneske, overtar en av ekspertene våre samtalen." },
    },
  },
  {
    category: "technology",
    tags: ["example", "field service"],
    versions: {
      se: { slug: "exempel-faltservice-i-hela-norden", title: "Exempel: Fältservice i hela Norden", summary: "Tekniker på plats inom några timmar, från Malmö till Tromsø.", body: "Våra tekniker byter hårdvara, installerar nätverk och hjälper användare på plats. Varje uppdrag rapporteras med foton och tidsstämplar." },
      en: { slug: "example-field-service-across-the-nordics", title: "Example: Field service across the Nordics", summary: "Engineers on site within hours, from Malmö to Tromsø.", body: "Our engineers replace hardware, install networks and help users on site. Every visit is reported with photos and timestamps." },
      fi: { slug: "esimerkki-kenttapalvelu-koko-pohjolassa", title: "Esimerkki: Kenttäpalvelu koko Pohjolassa", summary: "Teknikot paikalla tunneissa Malmöstä Tromssaan.", body: "Teknikkomme vaihtavat laitteita, asentavat verkkoja ja auttavat käyttäjiä paikan päällä. Jokaisesta käynnistä raportoidaan kuvin ja aikaleimoin." },
      no: { slug: "eksempel-feltservice-i-hele-norden", title: "Eksempel: Feltservice i hele Norden", summary: "Teknikere på stedet i løpet av timer, fra Malmö til Tromsø.", body: "Teknikerne våre bytter maskinvare, installerer nettverk og hjelper brukere på stedet. Hvert oppdrag rapporteres med bilder og tidsstempler." },
    },
  },
  {
    category: "business",
    tags: ["example", "sustainability"],
    versions: {
      se: { slug: "exempel-hallbar-it-avveckling", title: "Exempel: Hållbar avveckling av IT-utrustning", summary: "Datasäker radering och återbruk i stället för skrot.", body: "Uttjänt utrustning raderas med certifikat och får ett nytt liv där det går. Resten återvinns enligt gällande regler." },
      en: { slug: "example-sustainable-it-asset-disposal", title: "Example: Sustainable IT asset disposal", summary: "Certified data erasure and reuse instead of scrap.", body: "Retired equipment is erased with a certificate and given a new life where possible. The rest is recycled according to the rules." },
      fi: { slug: "esimerkki-kestava-it-laitteiden-poisto", title: "Esimerkki: IT-laitteiden kestävä poisto", summary: "Sertifioitu tietojen poisto ja uudelleenkäyttö romutuksen sijaan.", body: "Käytöstä poistetut laitteet tyhjennetään sertifikaatilla ja saavat uuden elämän, kun se on mahdollista. Loput kierrätetään sääntöjen mukaan." },
      no: { slug: "eksempel-baerekraftig-avvikling-av-it-utstyr", title: "Eksempel: Bærekraftig avvikling av IT-utstyr", summary: "Sertifisert datasletting og gjenbruk i stedet for skrot.", body: "Utrangert utstyr slettes med sertifikat og får nytt liv der det går. Resten gjenvinnes etter gjeldende regler." },
    },
  },
];

export const newsDemoSeed: DemoSeed = {
  name: "news",
  async seed({ news, publishedContent }) {
    if (!(await news.isEmpty())) return;
    const now = Date.now();
    for (const [index, example] of EXAMPLES.entries()) {
      const translations = Object.fromEntries(
        Object.entries(example.versions).map(([lang, version]) => [lang, { ...version, body: `${NOTE[lang as Lang]}\n\n${version.body}` }]),
      );
      const result = await news.save(null, {
        category: example.category,
        tags: example.tags,
        coverImageId: null,
        status: "published",
        // The newest first in the list: one a day, going back.
        publishAt: new Date(now - (index + 1) * 24 * 60 * 60_000).toISOString(),
        translations,
      });
      if (result.ok) await publishedContent.changed("news", result.article.id);
    }
  },
};

export const NEWS_EXAMPLE_COUNT = EXAMPLES.length;
