// The twenty-ninth development batch (written blind on 2026-11-25 by a helper who never read or ran the assistant): the held-out sets' mix of kinds, in visitors' own words.
// Per site language 8 facts, 4 long questions, 2 typos, 2 follow-ups, 1 request for a person and 1 intent; plus 4 Danish and 4 German
// questions. Facts are spelled as the answer language's copy spells them.
import type { EvaluationCase } from "./evaluation-case.ts";

export const DEVELOPMENT_CASES_29: EvaluationCase[] = [
  // ── Fact: Swedish ──
  {
    question: "Hur länge är ni bundna av sekretessen efter att ett avtal med oss har löpt ut?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["3 år"],
    source: "/se/terms",
  },
  {
    question: "Tjänar ni pengar på att sälja vidare kontaktuppgifter som folk lämnar på er sajt?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["säljer aldrig"],
    source: "/se/privacy",
  },
  {
    question: "Om jag tackar ja till statistik, hur länge ligger Googles kakor kvar i min webbläsare?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2 år"],
    source: "/se/cookies",
  },
  {
    question: "Hur ser ni till att era underleverantörer sköter sig etiskt?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["korruption", "mänskliga rättigheter"],
    source: "/se/csr",
  },
  {
    question: "Har ni någon verksamhet på gång utanför Norden?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Indien"],
    source: "/se",
  },
  {
    question: "Tar ni hand om kringutrustning på kontoret också, typ dockor och skärmar, eller bara servrar?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["dockningsstationer"],
    source: "/se/hardvarusupport",
  },
  {
    question: "Vad tänker ni på när ni monterar in tunga servrar i våra rack?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["luftflöde"],
    source: "/se/datacenter",
  },
  {
    question: "Blir en konsult som vi hyr in anställd hos oss eller hos er?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["anställd av Nordic IT Services"],
    source: "/se/it-bemanning",
  },

  // ── Long: Swedish ──
  {
    question:
      "Jag är upphandlare på en region och vi skriver just nu underlaget för ett ramavtal om fältservice till våra vårdcentraler. Vi vill ställa ett tydligt krav på inställelsetid och behöver förstå hur leverantörerna själva räknar. Från vilken tidpunkt börjar er SLA-klocka att ticka, och när stannar den?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["registreras", "på plats"],
    source: "/se/faltservice",
  },
  {
    question:
      "Jag är ekonomichef på ett byggföretag med ungefär 120 anställda. Vår Microsoft-faktura har vuxit varje kvartal och jag misstänker starkt att vi betalar för konton som ingen använder. Om ni tog över driften av vår molnmiljö, vad skulle ni konkret göra åt kostnaderna?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["oanvända licenser"],
    source: "/se/molntjanster",
  },
  {
    question:
      "Vi har ett projekt för ett nytt journalsystem som drog igång i våras, men vår projektledare har slutat och tidplanen har redan spruckit. Styrgruppen är orolig och vill få in någon utifrån så snart som möjligt. Kan ni kliva in i ett projekt som redan rullar, och hur börjar ni i så fall?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["kort genomgång"],
    source: "/se/projektledning",
  },
  {
    question:
      "Vi ska byta ut runt 900 mobiltelefoner och surfplattor som används i hemtjänsten. Vår informationssäkerhetsavdelning kräver att inga personuppgifter lämnar våra lokaler oraderade. Går det att radera enheterna hos oss innan ni kör iväg med dem?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["lämnar byggnaden"],
    source: "/se/itad",
  },

  // ── Typo: Swedish ──
  {
    question: "stor det natverket nar ni gor matningar av wifi, vi har kassor som inte far ga ner",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["påverkar inte nätverket"],
    source: "/se/sitesurveys",
  },
  {
    question: "vilka programsprak och ramverk bygger ni era system i",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [".NET", "Node.js"],
    source: "/se/mjukvaruutveckling",
  },

  // ── Follow-up: Swedish ──
  {
    question: "Gäller samma sak om vi har ett ramavtal med er?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Hur lång uppsägningstid gäller för en löpande tjänst hos er?"],
    facts: ["6 månaders"],
    source: "/se/terms",
  },
  {
    question: "Pratar ni då direkt med våra kunder, eller är det fortfarande vi som äger relationen?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Kan ni vara fälttekniker åt oss? Vi är en mindre IT-leverantör utan egna tekniker ute i landet."],
    facts: ["kundrelationen"],
    source: "/se/managed-field-services",
  },

  // ── Person and intent: Swedish ──
  {
    question: "Kan någon på er säljavdelning ringa upp mig i stället? Jag har inte tid att sitta och chatta.",
    kind: "person",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question:
      "Kan vi sätta upp ett videomöte någon dag nästa vecka för att gå igenom vårt upphandlingsunderlag tillsammans?",
    kind: "intent",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "/se/booking",
    expectIntent: "booking",
  },

  // ── Fact: English ──
  {
    question: "When our contract with you finishes, how long until you actually delete our data?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["30 days of the handover"],
    source: "/en/terms",
  },
  {
    question: "If your site passes my visit on to Google in the US, what legal mechanism covers that transfer?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["Data Privacy Framework"],
    source: "/en/privacy",
  },
  {
    question: "Your chat cookie – do you keep its value as-is on your servers?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["hash"],
    source: "/en/cookies",
  },
  {
    question: "By how much are you planning to cut business travel?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["60%"],
    source: "/en/csr",
  },
  {
    question:
      "Have you moved a logistics business over to Microsoft 365 before, with offices in more than one country?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["three countries"],
    source: "/en",
  },
  {
    question: "What do you use for sign-in security like MFA on a Microsoft 365 setup?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["Entra ID"],
    source: "/en/molntjanster",
  },
  {
    question: "Which bits of hardware will your datacenter technicians swap out for us?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["power supplies", "fans"],
    source: "/en/datacenter-support",
  },
  {
    question: "How does our old kit get from our building to you – is the transport secured in any way?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["tracked"],
    source: "/en/itad",
  },

  // ── Long: English ──
  {
    question:
      "I manage facilities for a logistics company with a 20,000 m² warehouse outside Gothenburg. Our handheld scanners keep dropping their connection as the pickers drive between aisles, and IT blames the building. We want proper measurements before we buy more access points. What exactly would you measure when you test the network?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["roaming", "packet loss"],
    source: "/en/sitesurveys",
  },
  {
    question:
      "I'm the CFO of a mid-sized engineering firm and I'm going through all our support contracts. Paying for the fastest response on every laptop looks wasteful to me, but our ERP servers genuinely cannot be down. Can we pick different response levels for different kinds of equipment?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["combine levels"],
    source: "/en/hardvarusupport",
  },
  {
    question:
      "I'm the data protection officer at an insurance broker. We're considering having you build a customer portal that will handle health-related information. Before I sign off on anything, I need to understand how personal data is treated while the software is being built. What is your approach?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["secure coding"],
    source: "/en/mjukvaruutveckling",
  },
  {
    question:
      "Our company has grown through acquisitions and we now pay about fifteen different vendors for licences and support contracts. Nobody has the full picture, and the board wants savings before next year's budget. Would an IT consultation from you look at that specifically?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["suppliers and licences"],
    source: "/en/it-konsultation",
  },

  // ── Typo: English ──
  {
    question: "do i have to sign a contract first or can i just get a tech out one time",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["individual visits"],
    source: "/en/faltservice",
  },
  {
    question: "wat do we get handed at the end of the project, any sort of final report?",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["lessons learned"],
    source: "/en/projektledning",
  },

  // ── Follow-up: English ──
  {
    question: "And if our core server dies at 2am on a Sunday?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["What hours is your hardware phone support staffed?"],
    facts: ["within 4 hours, 24/7"],
    source: "/en/hardvarusupport",
  },
  {
    question: "Does that still hold if I send it on a Saturday?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["How quickly do you reply if I fill in the contact form?"],
    facts: ["business days"],
    source: "/en/kontakt",
  },

  // ── Person and intent: English ──
  {
    question: "I've had enough of automated replies. Could someone from your team actually phone me back?",
    kind: "person",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "I'm a student finishing a networking course this spring – where can I apply to work for you?",
    kind: "intent",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "/en/jobs",
    expectIntent: "jobs",
  },

  // ── Fact: Finnish ──
  {
    question:
      "Jos käytämme jotain palveluanne ilman kirjallista sopimusta, milloin meidän katsotaan sitoutuneen ehtoihinne?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["30 päivää"],
    source: "/fi/terms",
  },
  {
    question: "Voivatko yhteydenottoni tiedot päätyä teidän ruotsalaisille tai norjalaisille sisaryhtiöillenne?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["konserni"],
    source: "/fi/privacy",
  },
  {
    question: "Kuinka kauan selaimeni muistaa, että chat-ikkuna oli auki?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["välilehden"],
    source: "/fi/cookies",
  },
  {
    question: "Onko teillä tai tuleeko teille jokin tietoturvan hallinnan standardi?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["ISO 27001"],
    source: "/fi/csr",
    acceptSources: ["/fi"],
  },
  {
    question: "Onko teillä kuntia asiakkaina, ja mitä ne ovat teistä sanoneet?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["kunta"],
    source: "/fi",
  },
  {
    question: "Voiko teiltä vuokrata konsultin vain osaksi viikkoa?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["osa-aikaisesti"],
    source: "/fi/it-bemanning",
    acceptSources: ["/fi/managed-field-services"],
  },
  {
    question:
      "Palvelimemme ovat vuokratussa konesalitilassa toisen yrityksen tiloissa – pystyttekö toimimaan siellä?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["colocation"],
    source: "/fi/datacenter",
  },
  {
    question: "Onko pakko siirtää kaikki järjestelmät pilveen, vai voiko osan pitää omassa palvelinhuoneessa?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["hybridi"],
    source: "/fi/molntjanster",
  },

  // ── Long: Finnish ──
  {
    question:
      "Olen kunnan IT-päällikkö, ja meillä on 14 koulua, joiden langaton verkko on noin kymmenen vuotta vanha. Ensi vuonna tukiasemat on tarkoitus uusia. Budjetti on tiukka, emmekä halua ostaa yhtään ylimääräistä tukiasemaa. Mitä saisimme käsiimme, jos teettäisimme teillä mittauksen ennen hankintaa?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["lämpökart"],
    source: "/fi/sitesurveys",
  },
  {
    question:
      "Olemme Kuopiossa toimiva kauppaketju, ja palomuurit sekä keskuskytkimet ovat meille kaikki kaikessa. Jos ne pettävät, kassat eivät toimi yhdessäkään myymälässä. Mitä te pidätte kriittisenä järjestelmänä, ja millainen vasteaika sellaiselle luvataan?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["2–4 tunnin"],
    source: "/fi/hardvarusupport",
  },
  {
    question:
      "Kunnassamme on noin 2 000 käyttäjää vanhassa sähköpostijärjestelmässä, joka pitäisi vaihtaa Microsoft 365:een. Sosiaali- ja terveyspuolella töitä ei voi keskeyttää päiväksikään. Miten siirto käytännössä etenee, ja siirretäänkö kaikki kerralla?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["testisiirr", "erissä"],
    source: "/fi/molntjanster",
  },
  {
    question:
      "Meiltä poistuu käytöstä noin 300 kannettavaa, ja tietosuojavastaavamme vaatii, että jokaisen koneen tyhjennys pystytään todistamaan auditoinnissa. Edellinen kierrättäjä antoi vain yhden kuitin koko erästä. Millaiset paperit te annatte?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["sarjanumeroon"],
    source: "/fi/itad",
  },

  // ── Typo: Finnish ──
  {
    question: "voiko varaosia pitaa suoraan meidan konesalissa vai tilaatteko ne aina valmistajalta",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["Sovitut varaosat"],
    source: "/fi/datacenter-support",
  },
  {
    question: "saako teilta yllapitoa sen jalkeen kun sovellus on otettu kayttoon",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["tietoturvapäivitykset"],
    source: "/fi/mjukvaruutveckling",
  },

  // ── Follow-up: Finnish ──
  {
    question: "Entä jos maksamme myöhässä, tuleeko siitä lisäkuluja?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Mikä on laskujenne maksuaika?"],
    facts: ["60 SEK"],
    source: "/fi/terms",
  },
  {
    question: "Entä jos toimipiste on jossain Lapin perukoilla?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Kuinka nopeasti teknikko on paikalla Helsingissä?"],
    facts: ["8 tunnin"],
    source: "/fi/faltservice",
  },

  // ── Person and intent: Finnish ──
  {
    question: "Voisinko saada yhteyden teidän suomenkieliseen myyjäänne? En halua hoitaa tätä botin kanssa.",
    kind: "person",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Paljonko maksaisi, jos ulkoistaisimme teille koko konesalimme ylläpidon?",
    kind: "intent",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["24"],
    source: "/fi/kontakt",
    expectIntent: "pricing",
  },

  // ── Fact: Norwegian ──
  {
    question: "Hvis en feil hos dere gjør at vi mister regnskapsdata, får vi da dekket tapet?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["indirekte tap"],
    source: "/no/terms",
  },
  {
    question:
      "Jeg sendte dere en e-post om personopplysningene mine for en uke siden – hvor lang svartid har dere forpliktet dere til?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["uten ugrunnet opphold"],
    source: "/no/privacy",
  },
  {
    question: "Husker nettsiden at jeg har valgt mørk visning neste gang jeg kommer innom?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["fargetema"],
    source: "/no/cookies",
  },
  {
    question: "Når kommer dere med neste rapport om bærekraftsarbeidet?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["Q2 2027"],
    source: "/no/csr",
  },
  {
    question: "Hvilke verdier sier dere at dere jobber etter?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["Pålitelighet", "Nærhet"],
    source: "/no",
  },
  {
    question: "Må konsulentene deres komme hit for å gjøre analysen, eller kan det tas over nett?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["på stedet", "eksternt"],
    source: "/no/it-konsultation",
  },
  {
    question: "Hvor mye oppetid lover dere på skyløsningene dere drifter for oss?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["99,9"],
    source: "/no/molntjanster",
  },
  {
    question: "Kan vi få en oversikt over hvilke feil som har vært på hver enkelt maskin?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["historikk"],
    source: "/no/hardvarusupport",
  },

  // ── Long: Norwegian ──
  {
    question:
      "Jeg driver et lite regnskapskontor i Drammen med åtte ansatte, og jeg er ikke noe teknisk anlagt. Vi skal kvitte oss med gamle PC-er som har hatt kundenes regnskap og lønnsdata på seg. Revisoren vår vil ha bevis på at alt er borte. Hva slags papirer får jeg fra dere?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["slettesertifikat"],
    source: "/no/itad",
  },
  {
    question:
      "Vi er en liten IT-leverandør i Tromsø med kunder som har butikker rundt om i hele Norden. Ofte må noe byttes ut på stedet, og vi har ingen egne folk utenfor Nord-Norge. Hvis dere reparerer for oss, hva skjer med de ødelagte delene etterpå?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["defekte enheter"],
    source: "/no/managed-field-services",
  },
  {
    question:
      "Vi bruker ett program til fakturering og et annet til kundeoppfølging, og i dag taster vi alt inn to ganger. En av de ansatte bruker flere timer i uka bare på det. Jeg vet ikke helt hva et API er, men kan dere få systemene til å snakke sammen?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["API", "logging"],
    source: "/no/mjukvaruutveckling",
  },
  {
    question:
      "Vår eneste IT-ansvarlige skal ut i foreldrepermisjon i ti måneder fra januar. Vi er et lite firma og har verken tid eller kunnskap til å rekruttere en vikar selv. Kan vi leie inn noen fra dere for hele den perioden, eller tar dere bare korte jobber?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["lange oppdrag"],
    source: "/no/it-bemanning",
  },

  // ── Typo: Norwegian ──
  {
    question: "hvor lenge holder dere pa med en wifi maling pa kontoret vart",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["tidsplan"],
    source: "/no/sitesurveys",
  },
  {
    question: "hva skjer hvis prosjektet sklir ut, far vi vite det forst pa neste statusmote",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["umiddelbart"],
    source: "/no/projektledning",
  },

  // ── Follow-up: Norwegian ──
  {
    question: "Og de fra Google Analytics, hvor lenge blir de liggende?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Hvor lenge lagres språkvalget mitt i en informasjonskapsel?"],
    facts: ["2 år"],
    source: "/no/cookies",
  },
  {
    question: "Og hvis dere ikke klarer å løse det selv, hvem sender dere saken videre til?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Hva gjør dere hvis en server vi har stående i et datasenter får problemer?"],
    facts: ["eskaleringsveier"],
    source: "/no/datacenter-support",
  },

  // ── Person and intent: Norwegian ──
  {
    question: "Jeg skjønner meg ikke på sånt her. Finnes det en person hos dere jeg kan forklare problemet til?",
    kind: "person",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Vi er et lite regnskapsbyrå – hva ligger prisnivået deres på for en månedlig serviceavtale?",
    kind: "intent",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["24"],
    source: "/no/kontakt",
    expectIntent: "pricing",
  },

  // ── Danish, answered in Norwegian ──
  {
    question: "Kan jeres teknikere opdatere sagerne direkte i vores eget ticketsystem?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["direkte i systemet"],
    source: "/no/faltservice",
  },
  {
    question: "Reparerer I også switches og firewalls ude i vores butikker?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["brannmurer"],
    source: "/no/hardvarusupport",
  },
  {
    question: "Tager I også imod gamle tablets og mobiltelefoner fra vores butikker?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["nettbrett"],
    source: "/no/itad",
  },
  {
    question: "Hvad gør I konkret for at få flere kvinder ind i de tekniske stillinger?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["inkluderende rekruttering"],
    source: "/no/csr",
  },

  // ── German, answered in English ──
  {
    question: "Halten sich Ihre Techniker in unserem Rechenzentrum an unsere Zutritts- und Ausweisregeln?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["access, identification and logging"],
    source: "/en/datacenter-support",
  },
  {
    question: "Führen Sie WLAN-Ausleuchtungen auch in Krankenhäusern durch?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["healthcare premises"],
    source: "/en/sitesurveys",
  },
  {
    question:
      "Werden unsere Daten bei Ihren Dienstleistern auch außerhalb der EU verarbeitet, und wie ist das abgesichert?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["standard contractual clauses"],
    source: "/en/privacy",
  },
  {
    question: "Unterliegen Ihre Verträge deutschem oder schwedischem Recht, und wo würde ein Streit verhandelt?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["Swedish law", "general court"],
    source: "/en/terms",
  },
];
