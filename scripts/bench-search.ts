// Site search's figures for npm run bench (in process, server time): a fresh PGlite with 500 jobs and 2,000 news
// articles in each of the four languages (synthetic text from each language's own words) beside the site's pages,
// then a few hundred realistic queries — plain words, typos, words without å/ä/ö, several words — timed one at a
// time, beside a primary-key read of the same table in the same run.
import { availableParallelism, loadavg } from "node:os";
import { sql } from "kysely";
import { LANGUAGES, type Lang } from "../app/lib/languages.ts";
import { ORGANIZATION_DEFAULTS } from "../content/organisation.ts";
import { PublishedContent, type PublishedDocument, type PublishedSource } from "../server/content/published-content.ts";
import { migrateToLatest, openDatabase } from "../server/db/database.ts";
import { LocalBus } from "../server/realtime/bus.ts";
import { SearchIndex } from "../server/search/search-index.ts";

const JOBS = 500;
const ARTICLES = 2000;
const QUERIES_PER_LANGUAGE = 100;
const WARM_UP = 20;

interface Words {
  roles: string[];
  cities: string[];
  topics: string[];
  filler: string[];
}

/** Each language's own words: job titles, places, subjects and the sentences' glue. */
const WORDS: Record<Lang, Words> = {
  se: {
    roles: ["Fälttekniker", "Nätverkstekniker", "Systemutvecklare", "Projektledare", "Molnarkitekt", "Servicedesktekniker", "Datacentertekniker", "IT-konsult", "Säljare", "Supporttekniker"],
    cities: ["Malmö", "Göteborg", "Stockholm", "Umeå", "Luleå", "Västerås", "Örebro", "Jönköping", "Linköping", "Norrköping"],
    topics: ["hårdvarusupport", "molntjänster", "datacenter", "nätverk", "säkerhet", "återvinning", "servrar", "bemanning", "utrullning", "kontorsflytt", "skrivare", "kundavtal"],
    filler: ["vi", "söker", "en", "erfaren", "som", "vill", "arbeta", "med", "våra", "kunder", "i", "hela", "regionen", "och", "ansvarar", "för", "installation", "felsökning", "dokumentation", "tillsammans", "teamet", "nya", "uppdrag", "under", "året", "växer", "snabbt"],
  },
  en: {
    roles: ["Field technician", "Network engineer", "Software developer", "Project manager", "Cloud architect", "Service desk analyst", "Data centre technician", "IT consultant", "Account manager", "Support engineer"],
    cities: ["Malmö", "Gothenburg", "Stockholm", "Oslo", "Bergen", "Helsinki", "Tampere", "Turku", "Trondheim", "Uppsala"],
    topics: ["hardware support", "cloud services", "data centre", "networking", "security", "recycling", "servers", "staffing", "rollout", "office move", "printers", "customer contracts"],
    filler: ["we", "are", "looking", "for", "an", "experienced", "colleague", "who", "wants", "to", "work", "with", "our", "customers", "across", "the", "region", "and", "takes", "care", "of", "installation", "troubleshooting", "documentation", "together", "team", "new", "assignments", "this", "year", "growing", "fast"],
  },
  fi: {
    roles: ["Kenttäteknikko", "Verkkoasiantuntija", "Ohjelmistokehittäjä", "Projektipäällikkö", "Pilviarkkitehti", "Palvelupisteen asiantuntija", "Konesaliteknikko", "IT-konsultti", "Myyjä", "Tukiteknikko"],
    cities: ["Helsinki", "Tampere", "Turku", "Oulu", "Jyväskylä", "Espoo", "Vantaa", "Kuopio", "Lahti", "Pori"],
    topics: ["laitetuki", "pilvipalvelut", "konesali", "verkot", "tietoturva", "kierrätys", "palvelimet", "henkilöstöpalvelut", "käyttöönotto", "toimistomuutto", "tulostimet", "asiakassopimukset"],
    filler: ["etsimme", "kokenutta", "kollegaa", "joka", "haluaa", "työskennellä", "asiakkaidemme", "kanssa", "koko", "alueella", "ja", "vastaa", "asennuksista", "vianetsinnästä", "dokumentoinnista", "yhdessä", "tiimin", "uusia", "toimeksiantoja", "tänä", "vuonna", "kasvamme", "nopeasti"],
  },
  no: {
    roles: ["Felttekniker", "Nettverkstekniker", "Systemutvikler", "Prosjektleder", "Skyarkitekt", "Servicedesktekniker", "Datasentertekniker", "IT-konsulent", "Selger", "Supporttekniker"],
    cities: ["Oslo", "Bergen", "Trondheim", "Stavanger", "Tromsø", "Drammen", "Kristiansand", "Bodø", "Ålesund", "Fredrikstad"],
    topics: ["maskinvarestøtte", "skytjenester", "datasenter", "nettverk", "sikkerhet", "gjenvinning", "servere", "bemanning", "utrulling", "kontorflytting", "skrivere", "kundeavtaler"],
    filler: ["vi", "søker", "en", "erfaren", "kollega", "som", "vil", "jobbe", "med", "våre", "kunder", "i", "hele", "regionen", "og", "har", "ansvar", "for", "installasjon", "feilsøking", "dokumentasjon", "sammen", "teamet", "nye", "oppdrag", "året", "vokser", "raskt"],
  },
};

/** A small seeded generator, so every run indexes the same text and asks the same questions. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

function sentence(words: Words, r: ReturnType<typeof random>): string {
  const length = 8 + Math.floor(r.next() * 10);
  const parts = Array.from({ length }, (_, i) => (i % 4 === 3 ? r.pick(words.topics) : r.pick(words.filler)));
  if (r.next() < 0.3) parts.push(r.pick(words.cities));
  const text = parts.join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function paragraph(words: Words, r: ReturnType<typeof random>, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(words, r)).join(" ");
}

class SyntheticSource implements PublishedSource {
  readonly name: "job" | "news";
  private readonly documents: PublishedDocument[];
  constructor(name: "job" | "news", count: number) {
    this.name = name;
    const r = random(name === "job" ? 7 : 11);
    const at = new Date("2026-10-01T08:00:00Z");
    this.documents = [];
    for (let i = 0; i < count; i++) {
      for (const lang of LANGUAGES) {
        const words = WORDS[lang];
        const role = r.pick(words.roles);
        const city = r.pick(words.cities);
        const topic = r.pick(words.topics);
        const title = name === "job" ? `${role}, ${city}` : `${topic[0]!.toUpperCase()}${topic.slice(1)} ${city} ${i}`;
        this.documents.push({
          source: name, sourceId: `${name}-${i}`, lang, path: `/${lang}/${name === "job" ? "jobs" : "news"}/${name}-${i}`,
          title, summary: sentence(words, r), text: paragraph(words, r, name === "job" ? 12 : 20),
          keywords: name === "job" ? [city, topic] : [topic], publishedAt: at, updatedAt: at, validThrough: null,
        });
      }
    }
  }
  async all() {
    return this.documents;
  }
  async of(id: string) {
    return this.documents.filter((d) => d.sourceId === id);
  }
}

const stripAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");
/** A typing mistake: two neighbouring letters swapped, or one left out. */
function typo(word: string, r: ReturnType<typeof random>): string {
  const at = 1 + Math.floor(r.next() * Math.max(1, word.length - 3));
  return r.next() < 0.5 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
}

/** The kinds of query, in the order queries() asks them (one of each in turn). */
const QUERY_KINDS = ["plain", "typo", "withoutAccents", "severalWords"] as const;
type QueryKind = (typeof QUERY_KINDS)[number];

function queries(lang: Lang): string[] {
  const r = random(lang.charCodeAt(0) * 31 + lang.charCodeAt(1));
  const words = WORDS[lang];
  const asked: string[] = [];
  for (let i = 0; i < QUERIES_PER_LANGUAGE; i++) {
    const word = (r.next() < 0.5 ? r.pick(words.topics) : r.pick(words.roles).split(/[ ,]/)[0]!).toLowerCase();
    switch (i % 4) {
      case 0: asked.push(word); break;
      case 1: asked.push(typo(word, r)); break;
      case 2: asked.push(stripAccents(`${word} ${r.pick(words.cities)}`)); break;
      default: asked.push(`${r.pick(words.roles)} ${r.pick(words.cities)}`); break;
    }
  }
  return asked;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: +percentile(sorted, 50).toFixed(2), p95Ms: +percentile(sorted, 95).toFixed(2), p99Ms: +percentile(sorted, 99).toFixed(2) };
}

export async function benchSearch() {
  const { db } = await openDatabase({ dataDir: "memory://" });
  const content = new PublishedContent(new LocalBus());
  try {
    await migrateToLatest(db);
    content.register(new SyntheticSource("job", JOBS));
    content.register(new SyntheticSource("news", ARTICLES));
    const index = new SearchIndex({ db, publishedContent: content, organization: ORGANIZATION_DEFAULTS });
    const buildStart = performance.now();
    await index.ensureReady();
    const indexBuildMs = Math.round(performance.now() - buildStart);
    await sql`analyze search_documents`.execute(db);
    await sql`analyze search_words`.execute(db);
    const documents = Number((await sql<{ n: string }>`select count(*) as n from search_documents`.execute(db)).rows[0]!.n);

    const asked = LANGUAGES.flatMap((lang) => queries(lang).map((q) => [lang, q] as const));
    const times: number[] = [];
    /** The process's CPU time per search: what a search costs when it does not wait for a busy machine's cores. */
    const cpuTimes: number[] = [];
    const byKind: Record<QueryKind, number[]> = { plain: [], typo: [], withoutAccents: [], severalWords: [] };
    let withResults = 0;
    for (const [i, [lang, q]] of [...asked.slice(0, WARM_UP), ...asked].entries()) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const found = await index.search(lang, q);
      if (i >= WARM_UP) {
        const ms = performance.now() - start;
        const cpu = process.cpuUsage(cpuStart);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        times.push(ms);
        byKind[QUERY_KINDS[(i - WARM_UP) % QUERY_KINDS.length]!].push(ms);
        if (found.total > 0) withResults++;
      }
    }
    const baseline: number[] = [];
    for (let i = 0; i < WARM_UP + asked.length; i++) {
      const start = performance.now();
      await db.selectFrom("search_documents").select(["title", "path"])
        .where("source", "=", "job").where("source_id", "=", `job-${i % JOBS}`).where("lang", "=", LANGUAGES[i % 4]!).executeTakeFirst();
      if (i >= WARM_UP) baseline.push(performance.now() - start);
    }
    return {
      jobs: JOBS,
      articles: ARTICLES,
      documents,
      indexBuildMs,
      queries: asked.length,
      queriesWithResults: withResults,
      search: summary(times),
      searchCpu: summary(cpuTimes),
      loadAverage: loadavg().map((load) => +load.toFixed(2)),
      cores: availableParallelism(),
      searchByKind: Object.fromEntries(Object.entries(byKind).map(([kind, ms]) => [kind, summary(ms)])),
      baselinePrimaryKeyRead: summary(baseline),
    };
  } finally {
    content.close();
    await db.destroy();
  }
}

// Run alone: node scripts/bench-search.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSearch(), null, 2));
}
