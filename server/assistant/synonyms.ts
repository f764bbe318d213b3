// A small domain thesaurus per language: the words visitors use next to the words the site's copy uses.
import type { Lang } from "../../app/lib/languages.ts";
import { normaliseTerm } from "./text-terms.ts";

/**
 * Each group is one concept. A question word that begins with a group's word is searched for with the
 * other words of the group too (at a lower weight), so "drifttid" also finds "tillgänglighet".
 */
/**
 * Nordic towns the site does not name. A question about one of them ("on site in Bergen?") is about
 * "smaller towns", which the coverage text answers (standard SLA), rather than about a word the site lacks.
 */
export const NORDIC_TOWNS = [
  "bergen", "trondheim", "stavanger", "tromsø", "kristiansand", "drammen", "fredrikstad", "bodø", "ålesund",
  "uppsala", "västerås", "örebro", "linköping", "helsingborg", "norrköping", "jönköping", "umeå", "luleå", "lund",
  "sundsvall", "gävle", "karlstad", "växjö", "halmstad", "borås", "kiruna", "visby", "östersund",
  "tampere", "tampereella", "tammerfors", "turku", "turussa", "åbo", "oulu", "oulussa", "uleåborg", "espoo", "vantaa",
  "jyväskylä", "kuopio", "lahti", "lahdessa", "pori", "vaasa", "rovaniemi",
  "aarhus", "århus", "odense", "aalborg", "ålborg", "esbjerg",
];

const GROUPS: Record<Lang, string[][]> = {
  se: [
    ["snabbt", "snabb", "fort", "svarstid", "inställelsetid", "responstid", "inom", "reagera", "akut", "sla"],
    ["sönder", "trasig", "haveri", "krasch", "fel", "hårdvarufel", "incident", "avbrott", "ligger nere"],
    ["helg", "helgen", "lördag", "söndag", "kväll", "natt", "öppettider", "öppet", "vardagar", "telefontid"],
    ["ringa", "telefon", "telefonnummer", "nummer", "nå er"],
    ["kontor", "adress", "besöksadress", "huvudkontor", "finns ni"],
    ["mejl", "mail", "mailadress", "e-post", "e-postadress"],
    ["radera", "radering", "rensa", "torka", "wipe", "sanera", "dataradering", "förstöra"],
    ["bevis", "intyg", "kvitto", "certifikat", "raderingscertifikat", "intygande"],
    ["dator", "datorer", "laptop", "bärbar", "pc", "klienter", "hårddisk", "hårddiskar", "disk", "lagringsmedier", "utrustning"],
    ["gammal", "gamla", "uttjänt", "avveckla", "kassera", "återvinning"],
    ["wifi", "trådlös", "trådlöst", "wlan", "täckning", "accesspunkt"],
    ["drifttid", "upptid", "uptime", "tillgänglighet", "sla"],
    ["sla", "servicenivå", "servicenivåer", "svarstid"],
    ["spara", "sparar", "lagra", "lagrar", "behålla", "lagringstid", "gallra", "radera"],
    ["personuppgifter", "uppgifter", "data", "integritet", "gdpr"],
    ["hållbarhet", "hållbarhetsmål", "miljö", "klimat", "utsläpp", "mångfald", "jämställdhet", "kvinnor", "resor", "mål"],
    ["land", "länder", "täckning", "norden", "sverige", "norge", "danmark", "finland"],
    ["moln", "molnet", "cloud"],
    ["betalningstid", "betala", "betalning", "förfallodag", "faktura", "fakturor", "fakturering"],
    ["påminnelse", "påminnelseavgift", "försenad", "dröjsmål", "sen"],
    ["förfrågan", "förfrågningar", "kontakta", "kontakt", "mejl", "meddelande"],
    ["skicka", "komma", "på plats", "besök", "inställelsetid"],
    ["msp", "it-leverantör", "leverantörer"],
    ["resurser", "resurs", "fte", "konsulter", "nivå"],
    ["steg", "process", "går till", "metod", "fas", "moment"],
    ["tak", "begränsning", "begränsat", "maxbelopp", "högst"],
    ["uppsägning", "uppsägningstid"],
    ["ort", "orter", "mindre orter", "småort", "stad", "städer", ...NORDIC_TOWNS],
  ],
  en: [
    ["fast", "quick", "quickly", "soon", "response", "respond", "within", "react", "emergency", "sla"],
    ["break", "broken", "breaks", "down", "crash", "failure", "fault", "incident", "outage"],
    ["weekend", "saturday", "sunday", "evening", "night", "opening", "hours", "weekdays"],
    ["call", "phone", "number", "ring", "reach"],
    ["office", "offices", "address", "located", "location", "headquarters", "based"],
    ["email", "e-mail", "mail"],
    ["wipe", "erase", "erasure", "delete", "destroy", "sanitise", "sanitize", "shred"],
    ["proof", "certificate", "certificates", "evidence", "report", "documentation"],
    ["laptop", "laptops", "computer", "computers", "pc", "pcs", "clients", "disk", "drive", "drives", "storage", "equipment", "device"],
    ["old", "retire", "retired", "dispose", "disposal", "disposed", "recycle", "recycling"],
    ["wifi", "wireless", "wlan", "coverage", "access point"],
    ["uptime", "availability", "available", "sla"],
    ["sla", "service level", "response time"],
    ["keep", "store", "retain", "retention", "delete", "hold"],
    ["personal", "data", "privacy", "gdpr", "information"],
    ["sustainability", "sustainable", "environment", "climate", "emissions", "diversity", "women", "travel", "goals", "csr"],
    ["country", "countries", "coverage", "nordics", "sweden", "norway", "denmark", "finland"],
    ["cloud", "m365", "office 365"],
    ["pay", "payment", "due", "invoice", "invoices", "invoicing", "terms"],
    ["late", "reminder", "overdue", "fee", "interest"],
    ["enquiry", "enquiries", "inquiry", "request", "contact", "email", "message"],
    ["send", "come", "onsite", "on-site", "on site", "visit"],
    ["msp", "provider", "providers"],
    ["resources", "fte", "staff", "level", "levels"],
    ["steps", "process", "happens", "procedure", "method", "phases"],
    ["cap", "limit", "limited", "limitation", "maximum"],
    ["notice", "notice period", "terminate", "termination", "cancellation"],
    ["town", "towns", "smaller towns", "city", "cities", ...NORDIC_TOWNS],
  ],
  no: [
    ["raskt", "rask", "fort", "responstid", "respons", "innen", "reagere", "akutt", "sla"],
    ["ned", "nede", "ødelagt", "krasj", "feil", "havari", "hendelse", "avbrudd", "stanser"],
    ["helg", "helgen", "lørdag", "søndag", "kveld", "natt", "åpningstid", "åpen", "hverdager"],
    ["ringe", "telefon", "telefonnummer", "nummer", "nå dere"],
    ["kontor", "adresse", "besøksadresse", "hovedkontor", "holder til", "ligger"],
    ["e-post", "epost", "mail", "e-postadresse"],
    ["slette", "sletting", "datasletting", "rense", "wipe", "destruere", "ødelegge"],
    ["bevis", "attest", "kvittering", "sertifikat", "slettesertifikat", "dokumentasjon"],
    ["pc", "pc-er", "datamaskin", "bærbar", "laptop", "klienter", "harddisk", "disk", "lagringsmedier", "utstyr", "enhet"],
    ["gammel", "gamle", "utrangert", "fase ut", "kassere", "gjenvinning"],
    ["wifi", "trådløs", "trådløst", "trådløsnett", "wlan", "dekning", "tilgangspunkt"],
    ["oppetid", "tilgjengelighet", "uptime", "sla"],
    ["sla", "tjenestenivå", "tjenestenivåer", "responstid"],
    ["lagre", "lagrer", "oppbevare", "oppbevarer", "beholde", "slette"],
    ["personopplysninger", "opplysninger", "data", "personvern", "gdpr"],
    ["bærekraft", "bærekraftsmål", "miljø", "klima", "utslipp", "mangfold", "likestilling", "kvinner", "reiser", "mål"],
    ["land", "dekning", "norden", "sverige", "norge", "danmark", "finland"],
    ["sky", "skyen", "cloud"],
    ["betalingsfrist", "betale", "betaling", "forfall", "faktura", "fakturaer", "fakturering"],
    ["purring", "purregebyr", "påminnelse", "forsinket", "gebyr"],
    ["henvendelse", "henvendelser", "forespørsel", "kontakt", "e-post", "melding"],
    ["sende", "komme", "på stedet", "på plass", "besøk"],
    ["msp", "leverandør", "leverandører"],
    ["ressurser", "ressurs", "fte", "konsulenter", "nivå"],
    ["trinn", "steg", "prosess", "foregår", "metode", "fase"],
    ["tak", "begrensning", "begrenset", "maksimum", "høyst"],
    ["oppsigelse", "oppsigelsestid", "oppsigelsesfrist"],
    ["sted", "steder", "mindre steder", "byer", ...NORDIC_TOWNS],
  ],
  fi: [
    ["nopeasti", "nopea", "pian", "vasteaika", "vaste", "reagoi", "reagoida", "sisällä", "kiireellinen", "sla"],
    ["vika", "vikaan", "rikki", "hajoaa", "kaatuu", "häiriö", "katko", "käyttökatko"],
    ["viikonloppu", "lauantai", "sunnuntai", "ilta", "yö", "aukioloaika", "auki", "arkisin", "palvelee"],
    ["soittaa", "puhelin", "puhelinnumero", "numero", "tavoittaa"],
    ["toimisto", "toimistoa", "osoite", "sijainti", "sijaitsette", "pääkonttori"],
    ["sähköposti", "sähköpostiosoite", "email", "meili"],
    ["poistaa", "poisto", "tyhjentää", "tyhjennys", "pyyhkiä", "tuhota", "tietojen"],
    ["todistus", "todiste", "sertifikaatti", "todistuksen", "raportti", "dokumentaatio"],
    ["tietokone", "kannettava", "läppäri", "pc", "päätelaite", "kiintolevy", "levy", "tallennusväline", "laite", "laitteet"],
    ["vanha", "vanhat", "käytöstä", "käytöstäpoisto", "kierrätys", "kierrättää"],
    ["wifi", "langaton", "langattoman", "wlan", "peitto", "tukiasema", "verkko"],
    ["käyttöaika", "käytettävyys", "saatavuus", "uptime", "sla"],
    ["sla", "palvelutaso", "palvelutasot", "vasteaika"],
    ["säilyttää", "säilytätte", "säilytys", "tallentaa", "pitää"],
    ["henkilötiedot", "tiedot", "data", "tietosuoja", "gdpr"],
    ["vastuullisuus", "vastuullisuustavoite", "kestävä", "ympäristö", "ilmasto", "päästöt", "monimuotoisuus", "naiset", "matkustus", "tavoite", "tavoitteet"],
    ["maa", "maissa", "maat", "kattavuus", "pohjoismaat", "ruotsi", "norja", "tanska", "suomi"],
    ["pilvi", "pilvessä", "cloud"],
    ["maksuaika", "maksaa", "maksu", "eräpäivä", "lasku", "laskut", "laskutus"],
    ["muistutus", "maksumuistutus", "muistutusmaksu", "myöhässä", "viivästys"],
    ["yhteydenotto", "yhteydenottoon", "kysely", "pyyntö", "viesti"],
    ["lähettää", "tulla", "paikalle", "paikan päällä", "käynti"],
    ["msp", "palveluntarjoaja", "palveluntarjoajat"],
    ["resurssit", "resurssi", "fte", "konsultit", "taso"],
    ["vaihe", "vaiheet", "prosessi", "etenee", "menetelmä", "kulku"],
    ["katto", "raja", "rajoitus", "rajoittuu", "enimmäismäärä", "enintään"],
    ["irtisanoa", "irtisanomisaika", "irtisanomisajalla", "irtisanominen", "irtisanomisaikaa"],
    ["paikkakunta", "paikkakunnilla", "pienemmillä paikkakunnilla", "kaupunki", "kaupungit", ...NORDIC_TOWNS],
  ],
};

type ConceptIndex = { members: string[][] };

function buildConcepts(lang: Lang): ConceptIndex {
  const members = GROUPS[lang].map((group) => [
    ...new Set(group.flatMap((phrase) => phrase.split(/\s+/)).map((word) => normaliseTerm(word, lang)).filter((t): t is string => t !== null)),
  ]);
  return { members };
}

const CONCEPTS: Partial<Record<Lang, ConceptIndex>> = {};

/** A member word covers a query term when equal, or when the term (a compound) begins with a word of 5+ letters. */
function covers(member: string, term: string): boolean {
  return member === term || (member.length >= 5 && term.startsWith(member));
}

/** Other words for the concepts a (normalised) query term belongs to. */
export function synonymsOf(term: string, lang: Lang): string[] {
  const concepts = (CONCEPTS[lang] ??= buildConcepts(lang));
  const related = concepts.members.filter((group) => group.some((member) => covers(member, term))).flat();
  return [...new Set(related)].filter((word) => word !== term);
}
