// The twenty-eighth development batch (written blind on 2026-11-25 by a helper who never read or ran the assistant): the held-out sets' mix of kinds, in visitors' own words.
// Per site language 8 facts, 4 long questions, 2 typos, 2 follow-ups, 1 request for a person and 1 intent; plus 4 Danish and 4 German
// questions. Facts are spelled as the answer language's copy spells them.
import type { EvaluationCase } from "./evaluation-case.ts";

export const DEVELOPMENT_CASES_28: EvaluationCase[] = [
  // ── Fact: Swedish ──
  {
    question: "Om en strejk eller ett stort strömavbrott gör att ni inte kan leverera, hur snart måste ni höra av er om det?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["5 arbetsdagar"],
    source: "/se/terms",
  },
  {
    question: "Kan jag få ut allt ni har sparat om mig i en fil som jag kan läsa in hos ett annat företag?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["maskinläsbart"],
    source: "/se/privacy",
  },
  {
    question: "Klickade fel i rutan som dök upp när jag kom in på sajten – hur gör jag om mitt val i efterhand?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Cookieinställningar"],
    source: "/se/cookies",
  },
  {
    question: "Har någon utomstående granskat och gett betyg på ert miljöarbete?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["EcoVadis"],
    source: "/se/csr",
  },
  {
    question: "Hur många uppdrag har ni hunnit slutföra hittills?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["500"],
    source: "/se",
  },
  {
    question: "Märker ni det om det blir för varmt i vårt serverrum mitt i natten?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["temperatur", "24/7"],
    source: "/se/datacenter-support",
  },
  {
    question: "Hur långt fram i tiden brukar en IT-strategi från er sträcka sig?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["tre år"],
    source: "/se/it-konsultation",
  },
  {
    question:
      "Vad kallar ni det när er tekniker bara gör handgrepp efter våra order, typ startar om en server eller byter en disk?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["remote hands"],
    source: "/se/managed-field-services",
    acceptSources: ["/se/datacenter-support"],
  },

  // ── Long: Swedish ──
  {
    question:
      "Vi driver ett lager utanför Borås där all plockning hänger på ett affärssystem som går på två servrar. Står de still står hela verksamheten och lastbilarna blir stående. Om vi tecknar er snabbaste nivå, hur fort börjar någon jobba med felet?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["30 minuter"],
    source: "/se/hardvarusupport",
  },
  {
    question:
      "Jag är IT-chef i en kommun och vi ska byta ut alla datorer på våra fjorton bibliotek under våren. Kommunledningen blev bränd förra gången när förseningar dök upp först i slutet. Hur håller ni oss uppdaterade medan projektet pågår?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["statusrapporter", "styrgrupp"],
    source: "/se/projektledning",
  },
  {
    question:
      "Vi är en region som ska ta fram en webbtjänst där invånare själva bokar utprovning av hjälpmedel. Många användare har nedsatt syn eller motorik, och vi har blivit granskade på den punkten förut. Vilka riktlinjer för tillgänglighet bygger ni efter?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["WCAG"],
    source: "/se/mjukvaruutveckling",
  },
  {
    question:
      "Vi är ett fastighetsbolag i Örebro med 35 anställda. Vårt Microsoft 365 sattes upp av en konsult som sedan slutade höra av sig, och ingen här vet riktigt hur allt är inställt. Kan ni ta över det, och var börjar ni i så fall?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["konfiguration", "licenser"],
    source: "/se/molntjanster",
  },

  // ── Typo: Swedish ──
  {
    question: "tar ni hand om gamla bandkasetter fran backupen och losa diskar ocksa",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["backupband"],
    source: "/se/itad",
  },
  {
    question: "far vi nan rapport efter att teknikern varit har, vad som gjorts och vilka delar som bytts",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["använda delar", "tid på plats"],
    source: "/se/faltservice",
    acceptSources: ["/se/managed-field-services"],
  },

  // ── Follow-up: Swedish ──
  {
    question: "Och om personen blir långtidssjuk mitt i uppdraget, vad händer då?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Kan vi hyra in en nätverkstekniker från er i ett halvår?"],
    facts: ["ersättare"],
    source: "/se/it-bemanning",
  },
  {
    question: "Och Microsoft-licenserna ni köpt åt oss, slutar de gälla direkt då?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Hur lång uppsägningstid har ni på ett löpande avtal?"],
    facts: ["90 dagar"],
    source: "/se/terms",
  },

  // ── Person and intent: Swedish ──
  {
    question: "Jag vill hellre ta det här med någon som jobbar hos er på riktigt – hur når jag en sådan?",
    kind: "person",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Jag är nyutexaminerad drifttekniker från Malmö – finns det någon öppning för mig hos er?",
    kind: "intent",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "/se/jobs",
    expectIntent: "jobs",
  },

  // ── Fact: English ──
  {
    question: "If one of your engineers wrecks something at our site, is there a ceiling on what you'd pay out?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["12 months", "10 price base amounts"],
    source: "/en/terms",
  },
  {
    question: "Would you ever hand my details over to the police or a government office?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["public authorities", "law requires"],
    source: "/en/privacy",
  },
  {
    question: "Why does your website leave files sitting in my browser cache?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["offline"],
    source: "/en/cookies",
  },
  {
    question: "Do you check that the firms you subcontract to treat their workers decently?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["human rights"],
    source: "/en/csr",
  },
  {
    question: "How happy are your clients, do you have an actual score?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["98%"],
    source: "/en",
  },
  {
    question: "Could the wifi of the office next door be what's slowing ours down, and would you pick that up?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["neighbouring networks"],
    source: "/en/sitesurveys",
  },
  {
    question: "When your guys wire up a server room, do they lay fibre or just copper?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["fibre"],
    source: "/en/datacenter",
  },
  {
    question: "Could one of your senior specialists work from home some days instead of at our office?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["partly remotely"],
    source: "/en/it-bemanning",
  },

  // ── Long: English ──
  {
    question:
      "We run 30 pharmacies across southern Sweden and our IT team keeps its own log of every repair for the auditors. Our last supplier never sent anything after a visit, so we were left guessing. What exactly do you write up once a technician has been out?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["parts used", "time on site"],
    source: "/en/faltservice",
    acceptSources: ["/en/managed-field-services"],
  },
  {
    question:
      "We have a rack of Dell servers in a colo in Stockholm that are still under the manufacturer's warranty. Our finance director is nervous that letting an outside firm swap disks will cancel it. How do you handle that?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["warranty remains valid"],
    source: "/en/datacenter-support",
  },
  {
    question:
      "We're a housing association and got burned by an agency that went quiet for six months and then delivered the wrong thing. The board wants to see what's being built while it's happening this time. How do you keep clients in the loop during development?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["short iterations", "demonstrations"],
    source: "/en/mjukvaruutveckling",
  },
  {
    question:
      "I work for a county council and we're preparing a tender for a new service desk supplier. We'd like outside help with the requirements, but it's possible your company would want to bid too. How do you keep that fair?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["in advance"],
    source: "/en/it-konsultation",
  },

  // ── Typo: English ──
  {
    question: "do u guys have ur own project method or can u work in the one we alredy use",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["project model"],
    source: "/en/projektledning",
  },
  {
    question: "will u still fix servers that are out of warrenty",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["out of warranty"],
    source: "/en/hardvarusupport",
  },

  // ── Follow-up: English ──
  {
    question: "What happens to the ones that still work fine?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["Can you collect old laptops from our offices in Oslo and Stockholm?"],
    facts: ["refurbished"],
    source: "/en/itad",
    acceptSources: ["/en/csr"],
  },
  {
    question: "And what would you use to manage our staff laptops?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["Which parts of Microsoft 365 can you set up for us?"],
    facts: ["Intune"],
    source: "/en/molntjanster",
  },

  // ── Person and intent: English ──
  {
    question: "Is there an actual human around? This bot isn't getting what I mean.",
    kind: "person",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "What's your hourly rate for a consultant?",
    kind: "intent",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["24"],
    source: "/en/kontakt",
    expectIntent: "pricing",
  },

  // ── Fact: Finnish ──
  {
    question: "Jos haluamme myöhemmin palkata teidän konsultin suoraan meille töihin, kauanko sitä pitää odottaa?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["12 kuukauden"],
    source: "/fi/terms",
  },
  {
    question: "Voinko vaatia, että pyyhitte kaikki minua koskevat tiedot rekistereistänne?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["poista"],
    source: "/fi/privacy",
  },
  {
    question: "Jos tyhjennän selaimesta kaiken tallennetun, mitä sivustonne unohtaa minusta?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["väriteema", "evästevalinta"],
    source: "/fi/cookies",
  },
  {
    question: "Onko teillä ympäristöjärjestelmää tai jotain ympäristösertifikaattia?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["ISO 14001"],
    source: "/fi/csr",
    acceptSources: ["/fi"],
  },
  {
    question: "Kuulutteko johonkin isompaan yritysryhmään?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["konserni"],
    source: "/fi",
    acceptSources: ["/fi/privacy"],
  },
  {
    question: "Jos vaihdamme parisataa työasemaa kolmessa maassa, onko teillä joku, joka pitää langat käsissä?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["koordinaattori"],
    source: "/fi/managed-field-services",
  },
  {
    question: "Mitä kaikkea te oikeasti seuraatte, kun valvotte laitteitamme ympäri vuorokauden?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["lämpötila"],
    source: "/fi/datacenter-support",
  },
  {
    question: "Mitä teidän projektipäällikkö hoitaa, kun firma muuttaa uusiin toimitiloihin?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["inventaario", "kaapelointi"],
    source: "/fi/projektledning",
  },

  // ── Long: Finnish ──
  {
    question:
      "Meillä on Lahdessa pari vanhaa HP:n palvelinta, joiden valmistajan tuki loppui jo viime vuonna. Emme halua vielä investoida uusiin, mutta jonkun pitäisi osata korjata ne vikatilanteessa. Huollatteko laitteita, joiden takuu on mennyt umpeen?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["päättynyt"],
    source: "/fi/hardvarusupport",
  },
  {
    question:
      "Olemme logistiikkayritys ja muutamme keväällä uuteen varastoon Vantaalla. Langattoman verkon mittaus on jo sovittu, mutta emme halua etsiä erikseen ketään tekemään muutoksia. Voitteko myös asentaa tukiasemat raportin mukaan ja varmistaa, että verkko sitten oikeasti toimii?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["tarkistusmittau"],
    source: "/fi/sitesurveys",
  },
  {
    question:
      "Vaihdamme ensi keväänä kaikki kannettavat kahdeksassa toimipisteessä Suomessa ja Ruotsissa. Emme halua, että vanhat koneet jäävät lojumaan varastoihin kuukausiksi. Voitteko hakea ne pois samaan aikaan, kun uudet tuodaan?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["rollout"],
    source: "/fi/itad",
  },
  {
    question:
      "Olemme 25 hengen mainostoimisto Turussa. Azure- ja Microsoft 365 -kulumme ovat kasvaneet joka kuukausi, eikä kukaan tiedä, mihin rahat oikein menevät. Miten te pitäisitte pilvikulut kurissa?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["budjet", "lisenssi"],
    source: "/fi/molntjanster",
  },

  // ── Typo: Finnish ──
  {
    question: "kaytteko myos pienemmilla paikkakunnilla vai vaan isoissa kaupungeissa ja kauan siina kestaa",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["8 tunnin"],
    source: "/fi/faltservice",
  },
  {
    question: "miten varmistatte etta teidan tekemat sovellukset on tietoturvallisia",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["haavoittuvuuksien"],
    source: "/fi/mjukvaruutveckling",
  },

  // ── Follow-up: Finnish ──
  {
    question: "Kumpi niistä meidän pitäisi tilata, jos teknikon pitää itse selvittää, mikä on vialla?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Mitä eroa on remote hands- ja smart hands -palveluilla?"],
    facts: ["smart hands"],
    source: "/fi/managed-field-services",
    acceptSources: ["/fi/datacenter-support"],
  },
  {
    question: "Entä jos lasku jää kokonaan maksamatta, katkaisetteko palvelut?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Kuinka pitkä maksuaika teidän laskuissanne on?"],
    facts: ["45 päivää"],
    source: "/fi/terms",
  },

  // ── Person and intent: Finnish ──
  {
    question: "Tämä kone ei ymmärrä kysymystäni – voisiko joku teidän työntekijänne ottaa asian hoitaakseen?",
    kind: "person",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Voisinko varata puolen tunnin puhelinpalaverin jonkun teidän asiantuntijan kanssa?",
    kind: "intent",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [],
    source: "/fi/booking",
    expectIntent: "booking",
  },

  // ── Fact: Norwegian ──
  {
    question: "Kan dere endre vilkårene i avtalen vår uten å si fra i god tid?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["60 dagers"],
    source: "/no/terms",
  },
  {
    question: "Hva gir dere lov til å føre statistikk over besøket mitt på nettsiden?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["samtykke"],
    source: "/no/privacy",
  },
  {
    question: "Hvor lenge blir informasjonskapselen fra chatten liggende i nettleseren min?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["1 år"],
    source: "/no/cookies",
  },
  {
    question: "Hvor kommer egentlig mesteparten av klimabelastningen fra IT, slik dere ser det?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["produksjonen av maskinvare"],
    source: "/no/csr",
  },
  {
    question: "Hvor i Norden har dere røttene deres?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["Skåne"],
    source: "/no",
    acceptSources: ["/no/it-konsultation", "/no/faltservice", "/no/it-bemanning"],
  },
  {
    question: "Pusher dere produktene til en bestemt leverandør når dere gir råd?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["uavhengige"],
    source: "/no/it-konsultation",
  },
  {
    question: "Får vi se noe kart over hvor wifi-signalet er sterkt og hvor det er svakt?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["dekningskart"],
    source: "/no/sitesurveys",
  },
  {
    question: "Sørger dere for at vi har kopi av e-post og filer i Microsoft 365 i tilfelle noen sletter noe?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["sikkerhetskopiering"],
    source: "/no/molntjanster",
  },

  // ── Long: Norwegian ──
  {
    question:
      "Vi har tolv butikker langs kysten fra Bergen til Ålesund og et eget lager med deler til kassesystemene på hovedkontoret. Det har vi betalt dyrt for. Hvis teknikeren deres må bytte en del, kan de bruke det vi allerede har liggende?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["reservedelslager"],
    source: "/no/faltservice",
  },
  {
    question:
      "Vi er et rederi i Ålesund, og kjerneserverne og brannmurene våre må rett og slett ikke ligge nede når båtene skal lastes. Resten av utstyret er mindre viktig. Hva slags responstid gir dere sånne systemer?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["2–4 timer"],
    source: "/no/hardvarusupport",
  },
  {
    question:
      "Vi er et lite sykehus i Innlandet som skal innføre et nytt system for timebestilling. Vi har ingen egen prosjektmodell og ingen som har ledet noe slikt før. Hvordan legger dere opp et sånt prosjekt?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["fem faser"],
    source: "/no/projektledning",
  },
  {
    question:
      "Jeg jobber i en kommune i Bodø, og serverparken vår har vokst uten noen plan de siste ti årene. Før vi ber politikerne om penger vil vi ha en ekstern vurdering av hva vi har. Hvor fort kan vi få den gratis analysen dere tilbyr?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["24 timer"],
    source: "/no/kontakt",
    acceptSources: ["/no", "/no/it-konsultation", "/no/molntjanster"],
  },

  // ── Typo: Norwegian ──
  {
    question: "oppdaterer dere fastvare pa serverne og nar blir det gjort",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["servicevinduer"],
    source: "/no/datacenter",
  },
  {
    question: "far vi kildekoden og dokumentasjonen nar appen er ferdig eller blir vi last til dere",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["overleveres"],
    source: "/no/mjukvaruutveckling",
  },

  // ── Follow-up: Norwegian ──
  {
    question: "Hva gjør de på det laveste nivået, da?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Hvilke nivåer har konsulentene dere leier ut?"],
    facts: ["førstelinje"],
    source: "/no/it-bemanning",
  },
  {
    question: "Kan vi starte på det enkleste nivået og gå over til det andre senere?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Hva er forskjellen på basis og premium i datasenterstøtten deres?"],
    facts: ["overvåking"],
    source: "/no/datacenter-support",
  },

  // ── Person and intent: Norwegian ──
  {
    question: "Jeg vil heller skrive med en ansatt hos dere enn med en maskin, går det an?",
    kind: "person",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Hvor sender jeg CV-en min hvis jeg har lyst til å jobbe som tekniker i firmaet deres?",
    kind: "intent",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: [],
    source: "/no/jobs",
    expectIntent: "jobs",
  },

  // ── Danish, answered in Norwegian ──
  {
    question: "Må vi ansætte en af jeres konsulenter hos os selv, når samarbejdet er slut?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["12 måneder"],
    source: "/no/terms",
  },
  {
    question: "Hvornår på dagen kan man ringe ind til jeres hardwaresupport?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["08–17"],
    source: "/no/hardvarusupport",
  },
  {
    question: "Kan I hjælpe os med at skrive kravene til et offentligt udbud?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["kravspesifikasjoner"],
    source: "/no/it-konsultation",
  },
  {
    question: "Opdaterer I dokumentationen af racket, hver gang der bliver ændret noget?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["etter hver endring"],
    source: "/no/datacenter",
  },

  // ── German, answered in English ──
  {
    question: "Auf welcher Rechtsgrundlage schicken Sie mir Newsletter und Einladungen?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["consent"],
    source: "/en/privacy",
  },
  {
    question:
      "Unsere Filiale liegt mitten in Kopenhagen – wie viele Stunden dauert es bei einem Defekt, bis Ihr Servicemann bei uns auftaucht?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["4 hours"],
    source: "/en/faltservice",
    acceptSources: ["/en/managed-field-services"],
  },
  {
    question: "Nach welchen Vorschriften recyceln Sie unsere ausgemusterten Geräte?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["WEEE"],
    source: "/en/itad",
  },
  {
    question: "Gelten Ihre Geschäftsbedingungen auch für Privatpersonen?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["not for consumers"],
    source: "/en/terms",
  },
];
