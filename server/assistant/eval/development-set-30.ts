// The thirtieth development batch (written blind on 2026-11-25 by a helper who never read or ran the assistant): the held-out sets' mix of kinds, in visitors' own words.
// Per site language 8 facts, 4 long questions, 2 typos, 2 follow-ups, 1 request for a person and 1 intent; plus 4 Danish and 4 German
// questions. Facts are spelled as the answer language's copy spells them.
import type { EvaluationCase } from "./evaluation-case.ts";

export const DEVELOPMENT_CASES_30: EvaluationCase[] = [
  // ── Fact: Swedish ──
  {
    question:
      "Vi har kört en av era tjänster i över en månad utan att någon skrivit under något. Räknas det ändå som att vi har ett avtal?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["konkludent", "30 dagar"],
    source: "/se/terms",
  },
  {
    question:
      "Om jag tycker att ni har hanterat mina personuppgifter fel, vilken myndighet kan jag vända mig till med ett klagomål?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Integritetsskyddsmyndigheten"],
    source: "/se/privacy",
  },
  {
    question: "Kakan som kopplar chatten till min webbläsare – sparar ni själva värdet i klartext hos er?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["hashvärde"],
    source: "/se/cookies",
  },
  {
    question:
      "Vi följer upp leverantörers miljöarbete – vilket kvartal väntas er nästa redovisning av hållbarhetsarbetet?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Q2 2027"],
    source: "/se/csr",
  },
  {
    question: "Har koncernen något bolag utanför Norden, eller är allt här uppe?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Indien"],
    source: "/se",
  },
  {
    question: "Vilken identitetstjänst bygger ni inloggning och MFA på när ni sätter upp vår molnmiljö?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Entra ID"],
    source: "/se/molntjanster",
  },
  {
    question: "Om vi hyr in en drifttekniker via er, vem är det som står för hans lön och försäkringar?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["anställd av Nordic IT Services"],
    source: "/se/it-bemanning",
  },
  {
    question: "Kommer era konsulter alltid föreslå något nytt, eller säger ni till om det vi redan har funkar?",
    kind: "fact",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["räcker till"],
    source: "/se/it-konsultation",
  },

  // ── Long: Swedish ──
  {
    question:
      "Jag är vaktmästare på en högstadieskola i Kristianstad och sköter datorerna vid sidan av. Wifi:t i klassrummen på övervåningen är uselt och rektorn vill att någon mäter upp det ordentligt. Samtidigt har vi nationella prov om några veckor och eleverna får inte bli utan nät. Påverkar era mätningar skolans nätverk medan ni håller på?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["påverkar inte nätverket"],
    source: "/se/sitesurveys",
  },
  {
    question:
      "Jag är CTO på en startup i Göteborg med fyra egna utvecklare. Vi behöver hjälp att bygga en intern adminportal som pratar med vår produkt, men vi har bränt oss på en byrå som valde ett exotiskt ramverk som ingen av oss kunde förvalta efteråt. Vilken teknik brukar ni bygga sådant med?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [".NET", "Node.js"],
    source: "/se/mjukvaruutveckling",
  },
  {
    question:
      "Jag arbetar med internrevision på en sparbank och vi ska skrota ungefär 120 arbetsstationer i vår. Enligt vår säkerhetspolicy får inga diskar med kunddata lämna kontoret oraderade, och förra leverantören kunde inte lösa det. Vi behöver kunna visa revisorerna hur det gick till. Kan ni radera allt innan datorerna förs bort från oss?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["innan utrustningen lämnar byggnaden"],
    source: "/se/itad",
  },
  {
    question:
      "Vi är mitt uppe i ett byte av ekonomisystem och projektledaren hos vår nuvarande leverantör har precis sagt upp sig. Ungefär halva tidplanen har gått och ingen har riktigt koll på var vi står. Ledningen vill absolut inte börja om från början. Kan ni kliva in och ta över ett projekt som redan är igång?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["tillbaka på rätt spår"],
    source: "/se/projektledning",
  },

  // ── Typo: Swedish ──
  {
    question: "maste man ha nat avtal med er for att fa hit en tekniker nan gang ibland",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["enstaka besök"],
    source: "/se/faltservice",
  },
  {
    question: "hur lange har ni funnits egentligen ni verkar ratt nya",
    kind: "typo",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2023"],
    source: "/se",
  },

  // ── Follow-up: Swedish ──
  {
    question: "Blir det ränta ovanpå det också, och i så fall enligt vad?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Vad tar ni i påminnelseavgift om en faktura betalas för sent?"],
    facts: ["räntelagen"],
    source: "/se/terms",
  },
  {
    question: "Måste alla våra serverrum ha samma nivå då, eller kan vi blanda?",
    kind: "follow-up",
    pageLanguage: "se",
    expectLanguage: "se",
    history: ["Vad skiljer Bas från Premium i er datacentersupport?"],
    facts: ["olika nivåer för olika miljöer"],
    source: "/se/datacenter-support",
  },

  // ── Person and intent: Swedish ──
  {
    question:
      "Jag är ingen datamänniska, jag är vaktmästare. Kan inte någon av era tekniker slå en signal till mig i stället för att jag sitter och skriver här?",
    kind: "person",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Ungefär vad kostar det att ha en av era tekniker hos oss en halv dag?",
    kind: "intent",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["24"],
    source: "/se/kontakt",
    expectIntent: "pricing",
  },

  // ── Fact: English ──
  {
    question: "Once our contract has ended, for how long are you still bound to keep our information confidential?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["3 years"],
    source: "/en/terms",
  },
  {
    question:
      "If I say yes to analytics on your site, can data about my visit end up being processed in the United States?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["United States", "Data Privacy Framework"],
    source: "/en/privacy",
  },
  {
    question:
      "The chat keeps popping back open every time I refresh. How long does the site remember that I had it open?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["close the tab"],
    source: "/en/cookies",
  },
  {
    question: "Beyond the 40% target, what are you actually doing to get more women into your technical roles?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["equal pay"],
    source: "/en/csr",
  },
  {
    question: "How is your company organised – which teams do you have?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["Field operations"],
    source: "/en",
  },
  {
    question: "If Microsoft 365 itself has an outage, is that counted against your 99.9% uptime?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["Microsoft's service level agreements"],
    source: "/en/molntjanster",
  },
  {
    question:
      "Will your wifi survey pick up interference from things that aren't wifi at all, like old microwave ovens in the staff kitchen?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["non-Wi-Fi"],
    source: "/en/sitesurveys",
  },
  {
    question: "When your tech swaps a broken part at one of our end customers, where does the faulty unit end up?",
    kind: "fact",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["manufacturer or your warehouse"],
    source: "/en/managed-field-services",
  },

  // ── Long: English ──
  {
    question:
      "I audit IT operations for a regional bank. Our backup server room is in a town about three hours' drive from the nearest city, and last year a disk swap took two days because the replacement had to be couriered in. The board now wants that risk written down and addressed. Can your datacenter support keep spare parts at our site so the technician has them to hand?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["held on site"],
    source: "/en/datacenter-support",
  },
  {
    question:
      "We're a logistics firm with around 300 laptops and four core servers running the warehouse system. Paying for the fastest response on every single laptop seems daft, but the servers can't be down overnight. Our current supplier only offers one flat level for all devices. Do we have to pick one support level for everything with you?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["combine", "critical on-site"],
    source: "/en/hardvarusupport",
  },
  {
    question:
      "I'm CTO of a 40-person fintech in Stockholm. A vendor has just pitched us a complete platform replacement, and my gut says our current setup is fine for the next couple of years. I want a second opinion from someone who isn't trying to sell me hardware or licences. Would your consultants tell us straight if what we have is already adequate?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["good enough"],
    source: "/en/it-konsultation",
  },
  {
    question:
      "I'm coordinating a file server and email migration for a housing company. On our last project the project manager sat on a six-week delay until the monthly report, and the board was furious when it came out. This time I need bad news to reach me the moment it happens. How do your project managers handle serious deviations from the plan?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["escalated at once"],
    source: "/en/projektledning",
  },

  // ── Typo: English ──
  {
    question:
      "what do u do with all the data on old computers when u take them away, i dont want my files floating about",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["NIST/DoD"],
    source: "/en/itad",
  },
  {
    question: "do we realy have to put evrything in the cloud or can a couple servers stay in our office",
    kind: "typo",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["hybrid"],
    source: "/en/molntjanster",
  },

  // ── Follow-up: English ──
  {
    question: "And if it's a framework agreement rather than that?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["How much notice do I have to give to cancel an ongoing service?"],
    facts: ["6 months"],
    source: "/en/terms",
  },
  {
    question: "How would we find out if one of those transfers quietly failed overnight?",
    kind: "follow-up",
    pageLanguage: "en",
    expectLanguage: "en",
    history: ["Can you build an integration between our ERP and our webshop?"],
    facts: ["logging", "traced"],
    source: "/en/mjukvaruutveckling",
  },

  // ── Person and intent: English ──
  {
    question:
      "I'd rather put these compliance questions to a named member of your staff than to an automated chat. Who can I take them up with?",
    kind: "person",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question:
      "I'm a senior infrastructure engineer and I'd rather skip the recruitment agencies entirely – how do I apply to you directly?",
    kind: "intent",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: [],
    source: "/en/jobs",
    expectIntent: "jobs",
  },

  // ── Fact: Finnish ──
  {
    question: "Kun yhteistyömme loppuu, kuinka pian poistatte meidän tietomme omista järjestelmistänne?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["30 päivän kuluessa"],
    source: "/fi/terms",
  },
  {
    question: "Voivatko tietoni päätyä teidän konsernin muille yhtiöille, ja missä maissa ne toimivat?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["konserni", "Norjassa"],
    source: "/fi/privacy",
  },
  {
    question: "Seurataanko minua teidän sivuillanne mainontaa varten, esimerkiksi somen kautta?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["mainoseväste"],
    source: "/fi/cookies",
  },
  {
    question: "Kuinka paljon aiotte vähentää liikematkustamista?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["60 %"],
    source: "/fi/csr",
  },
  {
    question: "Onko teillä jo jokin ISO-sertifikaatti voimassa, vai ovatko ne kaikki vasta tulossa?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["ISO 9001"],
    source: "/fi",
    acceptSources: ["/fi/csr"],
  },
  {
    question: "Lasketaanko vasteaika siitä, kun teknikko on paikalla, vai mistä?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["työskentelee aktiivisesti"],
    source: "/fi/datacenter-support",
  },
  {
    question: "Mitkä laitteet te yleensä luokittelette kriittisiksi järjestelmiksi laitetuessa?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["palomuurit", "runkokytkimet"],
    source: "/fi/hardvarusupport",
  },
  {
    question: "Jos teiltä vuokrattu konsultti lähtee kesälomalle, järjestättekö jonkun tilalle?",
    kind: "fact",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["korvaavan konsultin"],
    source: "/fi/it-bemanning",
  },

  // ── Long: Finnish ──
  {
    question:
      "Vedän palvelupistettä pienessä MSP-yrityksessä Tampereella. Asiakkaitamme on ympäri Pohjoismaita, mutta omat teknikot vain Pirkanmaalla, joten etsimme alihankkijaa kenttäkäynteihin. Pelkäämme kuitenkin, että asiakkaat alkavat asioida suoraan alihankkijan kanssa. Kenelle asiakassuhde jää, jos käytämme teitä?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["Asiakassuhde pysyy sinulla"],
    source: "/fi/managed-field-services",
  },
  {
    question:
      "Olen koulun vahtimestari Kuopiossa ja hoidan tietokoneita oman työn ohessa. Meillä on parikymmentä tulostinta ja luokkien näyttöjä, jotka hajoilevat aina syyslukukauden alussa. Rehtori haluaisi, että joku kävisi laitteet läpi jo kesällä ennen kuin oppilaat palaavat. Tarjoatteko tällaisia etukäteen sovittuja huoltokäyntejä?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["ennakoiva huolto"],
    source: "/fi/faltservice",
  },
  {
    question:
      "Meillä on noin 120 käyttäjää vanhalla Exchange-palvelimella. Myyntitiimi on kauhuissaan ajatuksesta, että sähköposti on poikki päivän tai kaksi, koska viimeksi palvelinpäivitys pysäytti koko toimiston. Johto on silti päättänyt siirtyä Microsoft 365:een. Miten hoidatte siirron niin, ettei kaikki pysähdy kerralla?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["taustalla", "erissä"],
    source: "/fi/molntjanster",
  },
  {
    question:
      "Meillä on laitekaappi colocation-konesalissa Espoossa, ja sinne pääsee vain tiukan kulunvalvonnan kautta. Edellinen kumppanimme ei aina noudattanut konesalin sääntöjä, ja saimme siitä huomautuksen. Nyt kaappiin pitäisi lisätä kaksi palvelinta ja kaapeloida se uudelleen. Teettekö töitä myös colocation-tiloissa?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["colocation", "kulunvalvonta"],
    source: "/fi/datacenter",
  },

  // ── Typo: Finnish ──
  {
    question: "voiko teille soittaa lauantaina jos palvelin ei kaynnisty",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["arkisin", "08–17"],
    source: "/fi/hardvarusupport",
  },
  {
    question: "otatteko vastaan vanhoja kannykoita ja tabletteja kans vai pelkkia tietokoneita",
    kind: "typo",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["matkapuhelimia", "tabletteja"],
    source: "/fi/itad",
  },

  // ── Follow-up: Finnish ──
  {
    question: "Hidastaako se jälkimmäinen verkkoa keskellä työpäivää?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Mitä eroa on passiivisella analyysilla ja aktiivisella testauksella?"],
    facts: ["ruuhka-aikojen ulkopuolelle"],
    source: "/fi/sitesurveys",
  },
  {
    question: "Entä jos te nostatte hintoja – kuinka paljon etukäteen siitä ilmoitetaan?",
    kind: "follow-up",
    pageLanguage: "fi",
    expectLanguage: "fi",
    history: ["Kuinka pitkä irtisanomisaika teillä on jatkuvissa palveluissa?"],
    facts: ["60 päivää"],
    source: "/fi/terms",
  },

  // ── Person and intent: Finnish ──
  {
    question:
      "Olen selvittänyt laskutusasiaamme sähköpostilla jo kolme viikkoa. Nyt haluaisin puhua jonkun vastuuhenkilönne kanssa, en botin.",
    kind: "person",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Haluaisin sopia Teams-palaverin ensi viikolle alihankintayhteistyöstä – miten saan ajan kalenteriinne?",
    kind: "intent",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: [],
    source: "/fi/booking",
    expectIntent: "booking",
  },

  // ── Fact: Norwegian ──
  {
    question:
      "Hvis en storstreik hindrer dere i å levere i flere måneder, kan vi da gå ut av avtalen uten å betale erstatning?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["60 dager"],
    source: "/no/terms",
  },
  {
    question: "Blir dokumentene jeg laster opp i chatten lagret hos dere?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["filer du legger ved"],
    source: "/no/privacy",
  },
  {
    question: "Hvor lenge blir Google-informasjonskapslene liggende hvis jeg takker ja til analyse?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["2 år"],
    source: "/no/cookies",
  },
  {
    question: "Stiller dere krav til underleverandørene om at de motarbeider korrupsjon?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["korrupsjon"],
    source: "/no/csr",
  },
  {
    question: "Hvilke verdier står dere for som selskap?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["Pålitelighet", "Åpenhet"],
    source: "/no",
  },
  {
    question: "Må vi reise ned til Skåne for workshopene, eller kommer konsulentene til oss?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["workshoper"],
    source: "/no/it-konsultation",
  },
  {
    question: "Kan dere planlegge hvor tilgangspunktene skal stå før vi har flyttet inn, bare ut fra tegningene?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["plantegninger"],
    source: "/no/sitesurveys",
  },
  {
    question: "Hva gjør dere med harddisker som er så ødelagte at de ikke lar seg slette?",
    kind: "fact",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["destrueres fysisk"],
    source: "/no/itad",
  },

  // ── Long: Norwegian ──
  {
    question:
      "Jeg er kontorsjef i et oljeservicefirma i Stavanger, og vi flytter hovedkontoret til Forus i mars. Vi er rundt 80 ansatte og har et lite serverrom som også skal med. Vi har ingen egen IT-avdeling, bare en innleid konsulent én dag i uka. Hva hjelper dere konkret med når et kontor skal flytte?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["kabling", "oppstartstester"],
    source: "/no/projektledning",
  },
  {
    question:
      "Vi har et serverrom i kjelleren på det gamle kontoret i Sandnes med tre racker og en del eldre utstyr. Alt skal over til et nybygg om to måneder, og vi er redde for at ting ikke kommer opp igjen etterpå. Konsulenten vår har aldri flyttet noe sånt før. Hvordan gjennomfører dere flytting av et helt serverrom?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["oppstartsrekkefølge"],
    source: "/no/datacenter",
  },
  {
    question:
      "I tillegg til hovedkontoret har vi baser i Hammerfest og Kristiansund. Der tar det evigheter før noen kommer når en PC eller skriver ryker, og leverandøren vår sier bare «så fort vi kan». Vi trenger noe vi faktisk kan planlegge etter. Hvilket tjenestenivå kan dere love på så avsidesliggende steder?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["8 timer", "på forhånd"],
    source: "/no/faltservice",
  },
  {
    question:
      "Vi leverer tjenester til operatørene på sokkelen, og kundene våre stiller strenge krav til hvor data lagres. Nå vil ledelsen flytte e-post og filer til Microsoft 365. Compliance-ansvarlig vil vite hvem som bestemmer hvor dataene havner og om det blir dokumentert. Hvordan håndterer dere det?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["datalokasjonen", "GDPR"],
    source: "/no/molntjanster",
  },

  // ── Typo: Norwegian ──
  {
    question: "hvor lang tid har vi pa a betale en regning fra dere for det blir purring",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["30 dager"],
    source: "/no/terms",
  },
  {
    question: "lager dere nettsider som funker for folk som ser darlig",
    kind: "typo",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["WCAG"],
    source: "/no/mjukvaruutveckling",
  },

  // ── Follow-up: Norwegian ──
  {
    question: "Og hvis kjerneserveren vår dør klokka tre en søndag natt, hva da?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Når er telefonsupporten deres åpen?"],
    facts: ["innen 4 timer", "24/7"],
    source: "/no/hardvarusupport",
  },
  {
    question:
      "Har dere også teknikere som kobler opp utstyret på flyttedagen, så vi slipper å hyre inn enda et firma?",
    kind: "follow-up",
    pageLanguage: "no",
    expectLanguage: "no",
    history: ["Kan dere skaffe oss en prosjektleder til kontorflyttingen?"],
    facts: ["én leverandør"],
    source: "/no/projektledning",
  },

  // ── Person and intent: Norwegian ──
  {
    question: "Jeg er ikke så stø på sånne chatter. Kan en av de ansatte hos dere ringe meg i stedet?",
    kind: "person",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: [],
    source: "",
    expectIntent: "human",
  },
  {
    question: "Kan jeg bestille en telefonsamtale med dere torsdag formiddag om flytteprosjektet vårt?",
    kind: "intent",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: [],
    source: "/no/booking",
    expectIntent: "booking",
  },

  // ── Danish, answered in Norwegian ──
  {
    question: "Kan vi leje en af jeres teknikere på deltid i stedet for på fuld tid?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["deltid"],
    source: "/no/it-bemanning",
  },
  {
    question:
      "Jeg driver et lille konsulenthus i Aarhus. Hvis vi bruger jer som underleverandør, hvad er så jeres SLA i København?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["4 timer"],
    source: "/no/managed-field-services",
    acceptSources: ["/no/faltservice"],
  },
  {
    question: "Tjener I penge på at give de oplysninger, jeg skriver her, videre til nogen?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["selger aldri"],
    source: "/no/privacy",
  },
  {
    question: "Laver I også wifi-målinger i store lagerhaller, eller kun på kontorer?",
    kind: "other-language",
    pageLanguage: "no",
    expectLanguage: "no",
    askedIn: "da",
    facts: ["lagre"],
    source: "/no/sitesurveys",
  },

  // ── German, answered in English ──
  {
    question: "Können Ihre Techniker direkt in unserem Ticketsystem arbeiten, oder müssen wir Ihres benutzen?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["ticketing system"],
    source: "/en/faltservice",
    acceptSources: ["/en/managed-field-services"],
  },
  {
    question:
      "In unserem Werk laufen einige kritische Steuerungsserver. Können Sie für uns einen Vorrat an kritischen Ersatzteilen bereithalten?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["critical parts"],
    source: "/en/hardvarusupport",
  },
  {
    question: "Wie werden unsere ausgemusterten Rechner aus dem Werk abtransportiert – ist der Transport gesichert?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["locked, tracked"],
    source: "/en/itad",
  },
  {
    question: "Welches Recht gilt für Ihre Verträge, und vor welchem Gericht würde ein Streit entschieden?",
    kind: "other-language",
    pageLanguage: "en",
    expectLanguage: "en",
    askedIn: "de",
    facts: ["Swedish law", "Swedish general court"],
    source: "/en/terms",
  },
];
