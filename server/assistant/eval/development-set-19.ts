// The nineteenth development batch (tuned on; written blind, first run 69.4 %, its prices, meetings and jobs 52.8 %): prices, booking and jobs in all four languages (Danish answered in Norwegian,
// German in English), and near-misses that mention money, meetings or staff but are answered by the site's copy.
import type { EvaluationCase } from "./evaluation-case.ts";

export const DEVELOPMENT_CASES_19: EvaluationCase[] = [
  // --- Swedish: prices ---
  { question: "pris??", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: ["24"], source: "/se/kontakt", expectIntent: "pricing" },
  { question: "Vad kostar hårdvarusupport per månad för ungefär 40 datorer och två servrar?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: ["24"], source: "/se/kontakt", expectIntent: "pricing" },
  { question: "ungefär vad landar en flytt till microsoft 365 på för ett kontor med 15 pers? behöver en siffra till budgeten inför styrelsemötet", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: ["24"], source: "/se/kontakt", expectIntent: "pricing" },
  { question: "Kan ni skicka en offert på fältservice för våra sex butiker i Skåne?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: ["24"], source: "/se/kontakt", expectIntent: "pricing" },
  // --- Swedish: booking ---
  { question: "Kan jag boka ett samtal med er på torsdag eftermiddag?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/booking", expectIntent: "booking" },
  { question: "vi vill gärna ha ett teamsmöte nån gång nästa vecka, funkar det?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/booking", expectIntent: "booking" },
  { question: "Hur bokar jag in ett videomöte med någon av era konsulter?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/booking", expectIntent: "booking" },
  { question: "Skulle någon av er kunna komma förbi vårt kontor i Lund på ett möte en förmiddag i maj?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/booking", expectIntent: "booking" },
  // --- Swedish: jobs ---
  { question: "Har ni några lediga tjänster just nu?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/jobs", expectIntent: "jobs" },
  { question: "jag pluggar nätverksteknik på yh, tar ni emot praktikanter (LIA)?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/jobs", expectIntent: "jobs" },
  { question: "Hur skickar jag en spontanansökan till er? Är fälttekniker med tio års erfarenhet", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/jobs", expectIntent: "jobs" },

  // --- English: prices ---
  { question: "What would a datacenter support contract with premium response set us back, roughly?", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: ["24"], source: "/en/kontakt", expectIntent: "pricing" },
  { question: "Could you give me a ballpark figure for disposing of about 200 old laptops?", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: ["24"], source: "/en/kontakt", expectIntent: "pricing" },
  // --- English: booking ---
  { question: "Can I book a 30 minute call with someone on Monday at 10?", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: [], source: "/en/booking", expectIntent: "booking" },
  { question: "I'd like to schedule a Teams meeting to talk through a laptop rollout for our schools", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: [], source: "/en/booking", expectIntent: "booking" },
  { question: "can we meet next week?", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: [], source: "/en/booking", expectIntent: "booking" },
  // --- English: jobs ---
  { question: "I really want to work for you, how do I apply?", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: [], source: "/en/jobs", expectIntent: "jobs" },
  { question: "any open positons for field technicians around Gothenburg", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: [], source: "/en/jobs", expectIntent: "jobs" },

  // --- Finnish: prices ---
  { question: "hinta??", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: ["24"], source: "/fi/kontakt", expectIntent: "pricing" },
  { question: "Paljonko laitteistotuki maksaa kuukaudessa noin 50 työasemalle?", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: ["24"], source: "/fi/kontakt", expectIntent: "pricing" },
  { question: "Voitteko tehdä meille tarjouksen kenttähuollosta kolmelle toimipisteelle Pirkanmaalla?", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: ["24"], source: "/fi/kontakt", expectIntent: "pricing" },
  { question: "mita suunnilleen maksais pilvisiirto azureen, tarvitaan joku summa ensi vuoden budjettiin", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: ["24"], source: "/fi/kontakt", expectIntent: "pricing" },
  // --- Finnish: booking ---
  { question: "Haluaisin varata puhelun tiistaille klo 14", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/booking", expectIntent: "booking" },
  { question: "Voitaisiinko pitää Teams-palaveri jonain päivänä ensi viikolla?", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/booking", expectIntent: "booking" },
  { question: "miten varaan videotapaamisen teidän asiantuntijan kanssa", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/booking", expectIntent: "booking" },
  { question: "Voisitteko tulla käymään toimistollamme Tampereella jonain päivänä ensi kuussa?", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/booking", expectIntent: "booking" },
  // --- Finnish: jobs ---
  { question: "Onko teillä avoimia työpaikkoja tällä hetkellä?", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/jobs", expectIntent: "jobs" },
  { question: "palkkaatteko oulussa", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/jobs", expectIntent: "jobs" },
  { question: "Otatteko harjoittelijoita ensi kesäksi? Opiskelen tietotekniikkaa", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/jobs", expectIntent: "jobs" },

  // --- Norwegian: prices ---
  { question: "Kan dere gi oss et tilbud på drift av serverrommet vårt?", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: ["24"], source: "/no/kontakt", expectIntent: "pricing" },
  { question: "omtrent hva må vi regne med å betale for en site survey av lageret, ca 3000 kvm", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: ["24"], source: "/no/kontakt", expectIntent: "pricing" },
  // --- Norwegian: booking ---
  { question: "Kan jeg booke en telefonsamtale med dere på onsdag formiddag?", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: [], source: "/no/booking", expectIntent: "booking" },
  { question: "Vi vil gjerne ha et møte på Teams i løpet av neste uke", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: [], source: "/no/booking", expectIntent: "booking" },
  { question: "Kan noen av dere komme på besøk til kontoret vårt i Bergen en dag for et møte?", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: [], source: "/no/booking", expectIntent: "booking" },
  // --- Norwegian: jobs ---
  { question: "Jeg har lyst til å jobbe hos dere, hvordan søker jeg?", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: [], source: "/no/jobs", expectIntent: "jobs" },
  { question: "tar dere imot åpne søknader? er it-tekniker", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: [], source: "/no/jobs", expectIntent: "jobs" },

  // --- Danish, answered in Norwegian ---
  { question: "Hvad koster jeres hardwaresupport om måneden?", kind: "other-language", pageLanguage: "no", expectLanguage: "no", askedIn: "da", facts: ["24"], source: "/no/kontakt", expectIntent: "pricing" },
  { question: "Kan I sende os et prisoverslag på at flytte vores servere til Azure?", kind: "other-language", pageLanguage: "no", expectLanguage: "no", askedIn: "da", facts: ["24"], source: "/no/kontakt", expectIntent: "pricing" },
  { question: "Kan jeg booke et møde med jer på fredag kl. 13?", kind: "other-language", pageLanguage: "no", expectLanguage: "no", askedIn: "da", facts: [], source: "/no/booking", expectIntent: "booking" },
  { question: "Har I nogle ledige stillinger i Danmark?", kind: "other-language", pageLanguage: "no", expectLanguage: "no", askedIn: "da", facts: [], source: "/no/jobs", expectIntent: "jobs" },

  // --- German, answered in English ---
  { question: "Was kostet bei Ihnen der Hardware-Support ungefähr?", kind: "other-language", pageLanguage: "en", expectLanguage: "en", askedIn: "de", facts: ["24"], source: "/en/kontakt", expectIntent: "pricing" },
  { question: "Können Sie uns ein Angebot für Field Service an unseren Standorten in Schweden machen?", kind: "other-language", pageLanguage: "en", expectLanguage: "en", askedIn: "de", facts: ["24"], source: "/en/kontakt", expectIntent: "pricing" },
  { question: "Ich möchte gerne einen Termin für ein Videogespräch nächste Woche vereinbaren.", kind: "other-language", pageLanguage: "en", expectLanguage: "en", askedIn: "de", facts: [], source: "/en/booking", expectIntent: "booking" },
  { question: "Haben Sie offene Stellen für IT-Techniker?", kind: "other-language", pageLanguage: "en", expectLanguage: "en", askedIn: "de", facts: [], source: "/en/jobs", expectIntent: "jobs" },

  // --- Swedish near-misses: money, meetings or staff, answered by the copy ---
  { question: "Vad tar ni i påminnelseavgift om vi betalar en faktura för sent?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["60 SEK"], source: "/se/terms" },
  { question: "Vilken ersättning måste vi betala om vi anställer en av era konsulter som har jobbat hos oss?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["35 %", "200 000 SEK"], source: "/se/terms" },
  { question: "Tar ni betalt per timme eller fast pris när ni hjälper oss med en IT-strategi?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["per timme", "fast pris"], source: "/se/it-konsultation" },
  { question: "Hur mycket ska ni dra ner på era tjänsteresor?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["60 %"], source: "/se/csr" },
  { question: "Om vi hyr in en tekniker via er bemanning, vem är det som är hans arbetsgivare och betalar lönen?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["anställd av Nordic IT Services"], source: "/se/it-bemanning" },
  { question: "Hur länge sparar ni mitt cv efter att jag har skickat in en ansökan till er?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["2 år"], source: "/se/privacy" },
  { question: "Hur slipper vi överraskningar på månadsfakturan för Azure när ni sköter driften?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["budgetar", "larm"], source: "/se/molntjanster" },

  // --- English near-misses ---
  { question: "What is your liability capped at if something goes wrong on your side?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["12 months", "10 price base amounts"], source: "/en/terms" },
  { question: "How much notice do you give before you change your prices?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["60 days"], source: "/en/terms" },
  { question: "Is the IT analysis actually free or is there a catch? Are we tied to anything afterwards?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["24 hours", "no obligation"], source: "/en/it-konsultation", acceptSources: ["/en"] },
  { question: "How many days do we have to pay your invoices?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["30 days"], source: "/en/terms" },
  { question: "For a custom integration project, do you bill by the hour or is it a fixed price?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["fixed price", "per hour"], source: "/en/mjukvaruutveckling" },
  { question: "If we fall behind on paying an invoice, at what point could you suspend our services?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["two reminders", "45 days"], source: "/en/terms" },
  { question: "After the wifi survey, do we get a meeting where you go through what you found?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["review meeting"], source: "/en/sitesurveys" },

  // --- Finnish near-misses ---
  { question: "Paljonko peritte muistutusmaksua, jos lasku maksetaan myöhässä?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["60 SEK"], source: "/fi/terms" },
  { question: "Mitä joudumme maksamaan, jos palkkaamme teidän konsultin omaksi työntekijäksemme?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["35 %", "200 000 SEK"], source: "/fi/terms" },
  { question: "Laskutetaanko konsultointi tunneittain vai kiinteällä hinnalla?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["tuntiperusteisesti", "kiinteällä hinnalla"], source: "/fi/it-konsultation" },
  { question: "Montako prosenttia aiotte vähentää liikematkoja?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["60 %"], source: "/fi/csr" },
  { question: "kauanko säilytätte työhakemuksia ja ansioluetteloita?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["2 vuotta"], source: "/fi/privacy" },
  { question: "Pidetäänkö projektin aikana kokouksia, joissa käydään läpi budjettia ja aikataulua?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["ohjausryhmän"], source: "/fi/projektledning" },
  { question: "Onko IT-analyysi oikeasti ilmainen ja kuinka nopeasti sen saa?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["24 tunnin sisällä"], source: "/fi/it-konsultation", acceptSources: ["/fi"] },

  // --- Norwegian near-misses ---
  { question: "Hvor stort er purregebyret deres hvis vi betaler for sent?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["60 SEK"], source: "/no/terms" },
  { question: "Hvor mye er dere maksimalt ansvarlige for hvis noe går galt?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["12 måneders avtaleverdi", "10 prisbasbeløp"], source: "/no/terms" },
  { question: "Kan dere sette opp prisene midt i avtalen uten å si fra?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["60 dagers skriftlig varsel"], source: "/no/terms" },
  { question: "Koster IT-analysen noe, og hvor fort får vi den?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["innen 24 timer"], source: "/no/it-konsultation", acceptSources: ["/no"] },
  { question: "Hvis vi leier inn en konsulent fra dere, hvem er da arbeidsgiveren?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["ansatt i Nordic IT Services"], source: "/no/it-bemanning" },
  { question: "hvor lenge lagrer dere cv-en min etter at jeg har søkt en stilling hos dere", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["2 år"], source: "/no/privacy" },
  { question: "Er telefonsupporten for maskinvare bemannet i helgene også?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["08–17"], source: "/no/hardvarusupport" },
];
