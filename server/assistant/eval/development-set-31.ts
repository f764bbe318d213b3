// The thirty-first development batch (written blind on 2026-11-28 by a helper who never read or ran the assistant): the held-out sets' mix of kinds, in visitors' own words.
// Per site language 8 facts, 4 long questions, 2 typos, 2 follow-ups, 1 request for a person and 1 intent; plus 4 Danish and 4 German
// questions. Facts are spelled as the answer language's copy spells them.
import type { EvaluationCase } from "./evaluation-case.ts";

export const DEVELOPMENT_CASES_31: EvaluationCase[] = [
  // ── Fact: Swedish ──
  {
    question:
      "Vår butik i Göteborg har ett nätverksskåp som krånglar då och då. Om det lägger av helt, hur lång tid tar det innan ni har någon på plats?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["4 timmar"],
    source: "/se/faltservice",
  },
  {
    question: "Kommer jag att få en massa riktade annonser på Facebook nu när jag har klickat runt på er sajt?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["reklamcookies"],
    source: "/se/cookies",
  },
  {
    question: "Vilka tider kan man ringa och få hjälp när en skrivare eller dator strular",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["08–17"],
    source: "/se/hardvarusupport",
  },
  {
    question: "Hur stor andel kvinnor siktar ni på bland era tekniker?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["40 %"],
    source: "/se/csr",
  },
  {
    question: "Får ni höja priserna mitt under avtalstiden, och hur lång förvarning får vi i så fall?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["60 dagar"],
    source: "/se/terms",
  },
  {
    question: "Efter ett nej på min ansökan undrar jag: hur länge behåller ni den meritförteckning jag skickade in?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2 år"],
    source: "/se/privacy",
  },
  {
    question: "Hur länge har ni funnits som företag egentligen?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2023"],
    source: "/se",
  },
  {
    question:
      "Vi ska upphandla ett nytt ärendehanteringssystem och har aldrig skrivit krav inför en upphandling förut. Är det något ni kan hjälpa till med?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["kravspecifikation"],
    source: "/se/it-konsultation",
  },

  // ── Long: Swedish ──
  {
    question:
      "Jag är IT-chef i en medelstor kommun. Vår nätverkstekniker går på föräldraledighet i höst och vi har ingen som kan täcka upp för honom. Egentligen behöver vi bara någon tre dagar i veckan. Går det att hyra in en konsult på det viset, och kan vi dra ut på det om ledigheten blir längre än planerat?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["deltid", "förläng"],
    source: "/se/it-bemanning",
  },
  {
    question:
      "Vi är ett fastighetsbolag med ungefär 120 anställda och ska flytta till nya lokaler i vår, inklusive vårt lilla serverrum. Ingen här har drivit ett sådant projekt tidigare och vi har ingen egen projektmodell att luta oss mot. Hur skulle en projektledare från er lägga upp arbetet?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["fem faser"],
    source: "/se/projektledning",
  },
  {
    question:
      "Jag jobbar på en gymnasieskola med tre byggnader. Wifi:t tappar hela tiden i klassrummen på övervåningen, särskilt när alla elever loggar in samtidigt vid prov. Vi har redan köpt fler accesspunkter men det blev inte bättre. Hur skulle ni gå till väga för att hitta felet?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["passiv analys", "aktiv testning"],
    source: "/se/sitesurveys",
  },
  {
    question:
      "Vi är en redovisningsbyrå med 35 anställda. Mejl och filer vill vi gärna flytta till Microsoft 365, men vårt gamla ekonomisystem måste stå kvar på en egen server av licensskäl. Blir det ett problem, eller måste allt flyttas på en gång?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["hybridmoln"],
    source: "/se/molntjanster",
  },

  // ── Typo: Swedish ──
  {
    question: "hur snabbt reagerar ni om nat hander i vart serverrum mitt i natten, vi funderar pa premium",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["15 minuter"],
    source: "/se/datacenter",
    acceptSources: ["/se/datacenter-support"],
  },
  {
    question: "bygger ni webbappar som klarar tillganglighetskraven, vi ar en myndighet sa det maste funka for alla",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["WCAG"],
    source: "/se/mjukvaruutveckling",
  },

  // ── Follow-up: Swedish ──
  {
    question: "Och om vår viktigaste server rasar en söndagsnatt då?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Vad har ni för olika nivåer på hårdvarusupporten?"],
    facts: ["4 timmar", "24/7"],
    source: "/se/hardvarusupport",
  },
  {
    question: "Får vi något papper på det för varje dator? Revisorn kommer garanterat att fråga.",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Kan ni ta hand om våra gamla datorer och se till att allt på diskarna försvinner?"],
    facts: ["raderingscertifikat"],
    source: "/se/itad",
  },

  // ── Person and intent: Swedish ──
  {
    question: "Jag vill hellre prata med en riktig människa om det här än med en bot, går det att ordna?",
    kind: "person",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Skulle det gå att få till ett möte på en halvtimme med en specialist från er, gärna i början av veckan som kommer?",
    kind: "intent",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "/se/booking",
    expectIntent: "booking",
  },

  // ── Fact: English ──
  {
    question:
      "We're an MSP. Sometimes all we need is a person physically at the rack to power-cycle a box or swap a disk while our engineer talks them through it. Which of your services is that?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["remote hands"],
    source: "/en/managed-field-services",
  },
  {
    question:
      "One of your technicians has been brilliant on our account and we'd love to offer him a permanent job with us. Are there any strings attached to that?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["12 months", "35%"],
    source: "/en/terms",
  },
  {
    question: "if i switch the site to english, for how many months or years is that choice kept",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["1 year"],
    source: "/en/cookies",
  },
  {
    question: "If you end up running our Azure environment for us, what sort of availability can we count on?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["99.9%"],
    source: "/en/molntjanster",
  },
  {
    question: "Are you ISO 27001 certified? Our security team needs to tick that box in a supplier assessment.",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["ISO 27001", "implementing"],
    source: "/en/csr",
    acceptSources: ["/en"],
  },
  {
    question: "If I drop you a message on a Saturday morning, when will a human actually get back to me?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["business days"],
    source: "/en/kontakt",
  },
  {
    question: "We're relocating our entire server room to a new building next spring. Is that a job you'd handle from start to finish?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["restart sequence"],
    source: "/en/datacenter",
  },
  {
    question: "do you pass on or sell the contact details people type into your forms",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["never sell"],
    source: "/en/privacy",
  },

  // ── Long: English ──
  {
    question:
      "We run a chain of 25 garden centres across Sweden, from Malmö all the way up to Umeå, and each store has a small network cabinet and a couple of tills. Our IT team is two people in Stockholm and they can't be everywhere. If something breaks at one of the stores, how quickly could one of your technicians be there?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["8 hours", "4 hours"],
    source: "/en/faltservice",
  },
  {
    question:
      "I work for a regional housing association. Years ago a contractor built us a tenant portal, then vanished, and nobody has dared touch the code since. If we had you rebuild it, who looks after it once it's live, and would we be tied to you forever?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["maintenance", "handed over"],
    source: "/en/mjukvaruutveckling",
  },
  {
    question:
      "We're an accounting firm with about 40 laptops and a single file server that basically holds the whole business. If a laptop breaks it can wait until the next day. If the server dies during year-end closing, even at 2 am, we're in serious trouble. How would you set up support for a mix like that?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["critical on-site", "4 hours"],
    source: "/en/hardvarusupport",
  },
  {
    question:
      "I manage IT for a private hospital. We're replacing around 300 laptops plus a rack of old storage arrays. Our data protection officer won't let a single drive leave the building with patient data still on it. Can you work with that?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["on site", "certificate"],
    source: "/en/itad",
  },

  // ── Typo: English ──
  {
    question: "can we start on basic datacenter suport and swich to premium later if it turns out we need it",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["runbook"],
    source: "/en/datacenter-support",
  },
  {
    question: "our rollout project is half done and honestly going sideways, the pm just quit. can u guys step in and take it over",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["back on track"],
    source: "/en/projektledning",
  },

  // ── Follow-up: English ──
  {
    question: "Roughly how long would that take for about 400 people, and is everyone going to be cut off from email while it happens?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["Do you help companies move over to Microsoft 365?"],
    facts: ["batches", "test migrations"],
    source: "/en/molntjanster",
  },
  {
    question: "Will the testing part slow the network down for our staff while they're working?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["What does one of your Wi-Fi surveys actually involve?"],
    facts: ["peak hours"],
    source: "/en/sitesurveys",
  },

  // ── Person and intent: English ──
  {
    question: "Is there someone on your team I could speak to directly? This is a bit too specific for a chatbot.",
    kind: "person",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Are you hiring any field technicians at the moment? I've got five years of desktop support behind me.",
    kind: "intent",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "/en/jobs",
    expectIntent: "jobs",
  },

  // ── Fact: Finnish ──
  {
    question: "Tarvitaanko meillä jokin sopimus, jos haluamme teknikon käymään vain kerran?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["yksittäisiä käyntejä"],
    source: "/fi/faltservice",
  },
  {
    question: "Miten varmistatte, ettei vanhoille läppäreille jää mitään tietoja, kun ne lähtevät teille kierrätykseen?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["NIST/DoD"],
    source: "/fi/itad",
  },
  {
    question: "Kauanko säilytätte tilastoja siitä, mitä sivuja olen täällä selannut?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["26 kuukau"],
    source: "/fi/cookies",
    acceptSources: ["/fi/privacy"],
  },
  {
    question: "Paljonko aiotte vähentää työmatkoja ympäristön takia",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["60 %"],
    source: "/fi/csr",
  },
  {
    question: "Mitä sopimukselle tapahtuu, jos ette pysty hoitamaan hommia vaikkapa laajan sähkökatkon takia?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["5 arkipäiv", "60 päivä"],
    source: "/fi/terms",
  },
  {
    question: "Millä ohjelmointikielillä tai alustoilla te teette räätälöidyt sovellukset?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [".NET", "Node.js"],
    source: "/fi/mjukvaruutveckling",
  },
  {
    question: "Kuinka monta projektia teillä on jo takana?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["500+"],
    source: "/fi",
  },
  {
    question: "Mitä kaikkea te oikeastaan seuraatte, jos otamme konesaliin ympärivuorokautisen valvonnan?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["lämpötila", "sähkönsyöt"],
    source: "/fi/datacenter-support",
  },

  // ── Long: Finnish ──
  {
    question:
      "Olemme pieni suomalainen ohjelmistotalo, ja koko pilvi-infrastruktuurimme on yhden ihmisen varassa. Hän jää ensi vuonna pitkälle vapaalle, emmekä ehdi rekrytoida ketään näin nopeasti. Saisimmeko teiltä kokeneen pilviosaajan noin vuodeksi, ja voiko jaksoa pidentää tarvittaessa?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["L3", "jatkaa"],
    source: "/fi/it-bemanning",
  },
  {
    question:
      "Edustan IT-palvelutaloa, jolla on asiakkaita Suomessa, Ruotsissa ja Norjassa. Yksi asiakkaistamme vaihtaa ensi syksynä työasemat noin 40 toimipisteessä kolmessa maassa. Meillä ei ole omia asentajia Ruotsissa eikä Norjassa. Miten te hoitaisitte tällaisen laitevaihdon meidän puolestamme?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["koordinaattori"],
    source: "/fi/managed-field-services",
  },
  {
    question:
      "Työskentelen kunnan tietohallinnossa. Harkitsemme siirtymistä Microsoft 365:een, mutta tietosuojavastaavamme on huolissaan siitä, minne kuntalaisten tiedot lopulta päätyvät. Miten te otatte tämän huomioon?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["GDPR", "datan sijain"],
    source: "/fi/molntjanster",
  },
  {
    question:
      "Meillä on noin 8000 neliön varasto, jossa trukkien päätelaitteet menettävät yhteyden tietyissä hyllyväleissä. Laitetoimittaja on jo lisännyt tukiasemia, mutta ongelma ei ole kadonnut mihinkään. Mitä saisimme käsiimme, jos tilaisimme teiltä kartoituksen?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["lämpökart", "suosituks"],
    source: "/fi/sitesurveys",
  },

  // ── Typo: Finnish ──
  {
    question: "mihin aikaan teidan puhelintuki on auki jos palvelin temppuilee",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["08–17"],
    source: "/fi/hardvarusupport",
  },
  {
    question: "voinko saada kaikki minusta tallennetut tiedot itselleni sellaisessa muodossa etta ne voi siirtaa muualle",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["koneellisesti luettava"],
    source: "/fi/privacy",
  },

  // ── Follow-up: Finnish ──
  {
    question: "Entä jos toimipiste on jollain pienellä paikkakunnalla Lapissa?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Kuinka nopeasti teknikko ehtii paikalle Helsingissä, jos palvelin hajoaa?"],
    facts: ["8 tunni"],
    source: "/fi/faltservice",
  },
  {
    question: "Millaisissa vaiheissa se käytännössä etenisi?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Voitteko vetää toimistomuuttomme IT-puolen projektina?"],
    facts: ["Käynnistys", "Päättäminen"],
    source: "/fi/projektledning",
  },

  // ── Person and intent: Finnish ──
  {
    question: "Voisinko jutella suoraan jonkun teidän asiantuntijan kanssa? Mieluummin ihmisen kuin botin.",
    kind: "person",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Mikä olisi karkea kuukausihinta, jos ottaisimme palvelunne käyttöön?",
    kind: "intent",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["24"],
    source: "/fi/kontakt",
    expectIntent: "pricing",
  },

  // ── Fact: Norwegian ──
  {
    question: "Hvis vi velger det enkleste nivået på datasenterstøtte, hvor fort reagerer dere når noe går galt?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["Basis", "under 4 timer"],
    source: "/no/datacenter-support",
  },
  {
    question: "Hva mener dere egentlig med L2 når dere snakker om teknikerne deres?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["andrelinjesupport"],
    source: "/no/managed-field-services",
  },
  {
    question: "Registrerer dere hvem jeg er når jeg surfer rundt på sidene deres?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["IP-adressen"],
    source: "/no/privacy",
  },
  {
    question: "Hvis dere gjør en tabbe som koster oss mye penger, hvor mye kan vi maksimalt kreve av dere?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["10 prisbasbeløp"],
    source: "/no/terms",
  },
  {
    question: "Hvor lang tid tar det før noen svarer hvis jeg sender en melding via kontaktskjemaet?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["2 timer", "hverdager"],
    source: "/no/kontakt",
  },
  {
    question: "Har dere noen miljøsertifisering, typ ISO?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["ISO 14001"],
    source: "/no/csr",
    acceptSources: ["/no"],
  },
  {
    question: "Kommer rådgiverne deres ut til oss, eller foregår alt over Teams?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["workshop"],
    source: "/no/it-konsultation",
  },
  {
    question: "Hva er den _ga-cookien jeg ser i nettleseren etter at jeg var inne hos dere",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["Google Analytics", "2 år"],
    source: "/no/cookies",
  },

  // ── Long: Norwegian ──
  {
    question:
      "Jeg jobber i IT-avdelingen i en kommune på Vestlandet. Vi skal fase ut rundt 600 PC-er fra skolene, og politikerne vil helst at maskinene får et nytt liv i stedet for å bli kastet. Samtidig må vi kunne dokumentere hva som skjedde med hver enkelt maskin. Hva kan dere tilby?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["ombruk", "gjenvinningssertifikat"],
    source: "/no/itad",
  },
  {
    question:
      "Vi er et lite hostingselskap og har nettopp kjøpt inn tre racker med nye servere som skal stå i et colocation-anlegg i Oslo. Vi har ikke folk til å montere og kable alt selv, og forrige gang endte vi med et kabelkaos ingen skjønte noe av. Kan dere ta jobben, og hva slags dokumentasjon får vi etterpå?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["rackdiagram"],
    source: "/no/datacenter",
  },
  {
    question:
      "Vi er et lite rederi som fortsatt fører mannskapslister i Excel og sender dem på e-post mellom kontoret og båtene. Nå vurderer vi å få laget en enkel webapp for dette i stedet. Hvordan jobber dere med et sånt prosjekt, og får vi se noe underveis?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["korte iterasjoner", "demonstrasjoner"],
    source: "/no/mjukvaruutveckling",
  },
  {
    question:
      "Vi er en dagligvarekjede som skal bytte kassesystem i rundt 200 butikker i løpet av tre måneder neste år. IT-avdelingen vår er altfor liten til å ta det ved siden av den daglige driften. Kan vi leie inn teknikere bare for den perioden?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["korte oppdrag"],
    source: "/no/it-bemanning",
  },

  // ── Typo: Norwegian ──
  {
    question: "hva er forskjellen pa passiv og aktiv maling nar dere sjekker wifien",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["passiv analyse", "aktiv testing"],
    source: "/no/sitesurveys",
  },
  {
    question: "hvor stort er firmaet deres, liksom antall kundr, og nar ble dere startet",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["100", "2023"],
    source: "/no",
  },

  // ── Follow-up: Norwegian ──
  {
    question: "Gjelder det også når det er Microsoft selv som har nedetid?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Hvilken oppetid lover dere hvis dere drifter skyløsningen vår?"],
    facts: ["Microsofts"],
    source: "/no/molntjanster",
  },
  {
    question: "Og hvis utrullingen skal skje i flere land på en gang?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Kan dere stille med teknikere når kundene våre skal bytte ut PC-ene sine?"],
    facts: ["koordinator"],
    source: "/no/managed-field-services",
  },

  // ── Person and intent: Norwegian ──
  {
    question: "Kan jeg få snakke med en ekte person? Jeg blir ikke helt klok på dette.",
    kind: "person",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Hva ligger timeprisen deres på for en tekniker?",
    kind: "intent",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["24"],
    source: "/no/kontakt",
    expectIntent: "pricing",
  },

  // ── Danish, answered in Norwegian ──
  {
    question: "Vores server i København er brudt sammen – hvor længe går der, før der står en af jeres teknikere på adressen?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["4 timer"],
    source: "/no/faltservice",
  },
  {
    question: "Hvor længe gemmer I de oplysninger, jeg har skrevet til jer her i chatten?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["2 år"],
    source: "/no/privacy",
  },
  {
    question: "Kan I styre hele projektet, når vi skal flytte kontor og serverrum til nye lokaler?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["kontorflytting"],
    source: "/no/projektledning",
  },
  {
    question: "Hvad er den hurtigste responstid, I tilbyder på hardware, hvis alt står stille hos os?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["30 minutter"],
    source: "/no/hardvarusupport",
  },

  // ── German, answered in English ──
  {
    question: "Wie schnell bekommen wir die kostenlose IT-Analyse, wenn wir heute anfragen?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["24 hours"],
    source: "/en/it-konsultation",
    acceptSources: ["/en", "/en/kontakt"],
  },
  {
    question:
      "Wir sind ein IT-Dienstleister aus Hamburg mit Kunden, die Filialen in ganz Skandinavien haben. Welche Reaktionszeit gilt bei Standorten außerhalb der Großstädte?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["8 hours"],
    source: "/en/managed-field-services",
    acceptSources: ["/en/faltservice"],
  },
  {
    question: "Wenn wir ausgediente PCs an Sie abgeben: Welche Norm verwenden Sie für das sichere Überschreiben der Datenträger?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["NIST/DoD"],
    source: "/en/itad",
    acceptSources: ["/en/csr"],
  },
  {
    question: "Welches Zahlungsziel haben Ihre Rechnungen?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["30 days"],
    source: "/en/terms",
  },
];
