// The seventeenth development batch: 64 long, context-rich questions (16 each in Swedish, English, Finnish and
// Norwegian) written from the site's copy as business visitors would type them, spread over every service page, the
// legal pages, the home page and the contact page, each with the facts a correct answer must state.
import type { EvaluationCase } from "./evaluation-case.ts";

export const DEVELOPMENT_CASES_17: EvaluationCase[] = [
  // Swedish
  {
    question:
      "Hej! Jag är IT-chef på en kommun i Blekinge och vi håller på att se över våra leverantörer inför nästa avtalsperiod. Ni verkar ganska nya på marknaden, och politikerna kommer garanterat att fråga om ni är ett stabilt bolag. När grundades ni egentligen, och hur många kunder har ni i dag?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2023", "100"],
    source: "/se",
  },
  {
    question:
      "Vi är en region i Norrland som ska upphandla en ny drift- och supportleverantör i höst, och vår enda upphandlare drunknar redan i underlag. Vi skulle gärna ta hjälp av er med kraven – men hur gör ni om ni själva vill lämna anbud i samma upphandling? Det får ju inte se ut som jäv.",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["i förväg"],
    source: "/se/it-konsultation",
  },
  {
    question:
      "Vi driver tolv järnhandlar, de flesta på småorter i Jämtland och Västerbotten, och när kassadatorn eller kvittoskrivaren lägger av står hela butiken still. Hur snabbt kan ni ha en tekniker på plats hos oss däruppe, och räknas tiden från att vi ringer eller från när ni har fått in ärendet?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["8 timmar", "registreras hos oss"],
    source: "/se/faltservice",
  },
  {
    question:
      "Vi är en liten MSP i Örebro med kunder som har kontor runt om i Norden, men egna tekniker har vi bara här i stan. Om vi lägger ut L1-ärenden till er, gäller det bara kontorstid eller kan ni ställa upp på kvällar också? Flera av våra kunder har butiker som är öppna till 21.",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["utökade tider"],
    source: "/se/managed-field-services",
  },
  {
    question:
      "Vi är en tandvårdskedja med 14 kliniker som har kört Microsoft 365 i några år, men ingen av oss har egentligen koll på säkerheten och journalsystemet får bara inte ligga nere. Om ni tar över driften av vår miljö, vilken tillgänglighet lovar ni då i SLA:n?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["99,9"],
    source: "/se/molntjanster",
  },
  {
    question:
      "Jag ansvarar för driften på en sparbank i Småland och vi har två serverrum som vi funderar på att lägga premiumsupport på. Ni skriver svarstid under 15 minuter, men vad betyder det rent konkret – att någon står i serverrummet inom en kvart, eller bara att någon har svarat i telefon?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["aktivt arbetar"],
    source: "/se/datacenter-support",
  },
  {
    question:
      "Ärligt talat är vi trötta på leverantörer som bara finns på kontorstid. Vi är ett gjuteri utanför Värnamo som kör treskift, och när servern till styrsystemet dör mitt i natten står hela linjen. Er telefonsupport verkar bara vara öppen dagtid, så vad får vi egentligen om det smäller klockan tre en natt? Vad föreslår ni?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["4 timmar", "kritisk"],
    source: "/se/hardvarusupport",
  },
  {
    question:
      "Jag är IT-samordnare på en gymnasieskola i Borås. Wifi:t kraschar varje gång en hel årskurs loggar in i aulan samtidigt, och vi funderar på att ta in en site survey – men rektorn är orolig att era mätningar ska störa lektionerna. Gör de det?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["påverkar inte nätverket"],
    source: "/se/sitesurveys",
  },
  {
    question:
      "Vi är en advokatbyrå i Göteborg som ska byta ut ett åttiotal bärbara datorer och två gamla filservrar med klientmaterial på. Vår revisor kommer garanterat att vilja se svart på vitt att allt är borta. Vilka papper får vi för varje maskin när ni har tagit hand om dem?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["raderingscertifikat", "återvinningscertifikat"],
    source: "/se/itad",
  },
  {
    question:
      "Vi är ett familjeägt åkeri i Jönköping med en enda IT-tekniker, och han ska vara föräldraledig i sex månader från mars. Kan ni ställa upp med en L2-konsult under tiden, och vad händer om konsulten blir långtidssjuk eller måste lämna uppdraget mitt i?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["ersättare"],
    source: "/se/it-bemanning",
  },
  {
    question:
      "Vi är ett logistikbolag som ska flytta huvudkontoret och serverrummet från Norrköping till Linköping i vår, och vår egen projektledare har aldrig varit med om något liknande. Hur lägger era projektledare upp arbetet, steg för steg – vilka faser går ni igenom?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["fem faser", "uppföljning och styrning"],
    source: "/se/projektledning",
  },
  {
    question:
      "Vi är en redovisningsbyrå i Lund som köper ett par löpande tjänster av er sedan förra året. Delägarna vill samla allt hos en annan leverantör efter sommaren, så jag behöver veta hur lång uppsägningstiden är och om det räcker att jag skickar ett mejl.",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["30 dagar"],
    source: "/se/terms",
  },
  {
    question:
      "Jag är dataskyddsombud på en vårdcentral och några av våra medarbetare har använt er chatt för att ställa frågor om servrar och support. Nu behöver jag dokumentera det i vår registerförteckning. Hur länge sparar ni chattkonversationerna innan de raderas?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2 år", "senaste kontakt"],
    source: "/se/privacy",
  },
  {
    question:
      "Som IT-säkerhetsansvarig på ett försäkringsbolag i Sundsvall går jag igenom vad olika sajter sparar i våra anställdas webbläsare. Jag råkade själv klicka ja till analys när jag var inne hos er förra veckan. Hur ångrar jag det i efterhand?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["Cookieinställningar", "sidfoten"],
    source: "/se/cookies",
  },
  {
    question:
      "Vi är en kommun i Västra Götaland som ställer hållbarhetskrav i alla IT-upphandlingar, och vår miljöstrateg vill veta hur ni ligger till innan vi går vidare. Har ni något konkret mål för att dra ner på resandet, och när kommer nästa hållbarhetsrapport ut?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["60", "Q2 2027"],
    source: "/se/csr",
  },
  {
    question:
      "Vi är en bilhandlare i Kristianstad och vår ekonomichef brukar ta hand om sådant här på helgerna när det är lugnt i butiken. Om hon skickar in ett meddelande via formuläret på lördag förmiddag, när kan vi räkna med att få svar?",
    kind: "long",
    pageLanguage: "se",
    expectLanguage: "se",
    facts: ["2 timmar", "vardagar"],
    source: "/se/kontakt",
  },
  // English
  {
    question:
      "I run finance – and, by default, IT – at a housing association in Uppsala with about 40 staff. Last year a vendor's 'free assessment' turned out to be a two-hour sales pitch, so forgive me for being sceptical. What exactly do we receive from your free IT analysis, and are we committed to anything afterwards?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["written summary", "24 hours"],
    source: "/en/it-konsultation",
  },
  {
    question:
      "We're a pharmacy chain with 30 branches across southern Sweden, and our previous field supplier's technicians would fix something and leave without a word, so our helpdesk never knew what had been done or swapped. Frankly it drove us mad. What do your technicians write up after each visit?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["parts used", "time on site"],
    source: "/en/faltservice",
    acceptSources: ["/en/managed-field-services"],
  },
  {
    question:
      "We're an MSP based in Tampere and one of our customers has just opened a warehouse in Bergen, where we have nobody at all. If we pass break/fix tickets for that site to you, what SLA can we promise the customer there, and do we still own the relationship with them?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["8 hours"],
    source: "/en/managed-field-services",
    acceptSources: ["/en/faltservice"],
  },
  {
    question:
      "Our logistics company is moving about 400 mailboxes from an ageing on-prem Exchange server to Microsoft 365, and management is convinced everyone will be offline for a week. How do you normally run a move like that so people can keep working?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["in batches", "background"],
    source: "/en/molntjanster",
  },
  {
    question:
      "We're a regional newspaper's printing plant and have to vacate our server room by December, moving everything to a new building across town. Can you take care of the whole move, racks and all – and how do you make sure things come back up in the right order at the other end?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["restart sequence"],
    source: "/en/datacenter",
  },
  {
    question:
      "We're a small hosting company in Luleå and signed up for your Basic datacenter support last year. After two weekend outages that nobody noticed until Monday, management wants Premium. Can we switch part-way through, and what has to be set up when we move up a level?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["monitoring", "runbook"],
    source: "/en/datacenter-support",
  },
  {
    question:
      "I'm the only IT person at a chain of six eye clinics, and I'm tired of every hardware fault being treated the same: a jammed label printer and a dead core server end up in the same queue. Which of our systems would you treat as critical, and what response would those get? What would you suggest?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["2–4 hour", "firewalls"],
    source: "/en/hardvarusupport",
  },
  {
    question:
      "We run a cold-storage warehouse outside Kolding and our handheld scanners keep dropping off the Wi-Fi between the high racks, especially when drivers move from one aisle to the next. Before we throw more access points at the problem I'd like a proper survey. What do you actually measure once you're connected to our network?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["throughput", "roaming"],
    source: "/en/sitesurveys",
  },
  {
    question:
      "We're a building society replacing every branch PC this spring, about 600 machines. Our security officer isn't worried about the wiping itself so much as the journey between our branches and wherever the machines end up – how do you stop anything going missing on the way?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["tracked", "signed handover"],
    source: "/en/itad",
  },
  {
    question:
      "Our second-line admin at an engineering firm in Malmö is going on parental leave for nine months. We tried a staffing agency before and the consultant simply vanished after six weeks and left us in the lurch. If we take one of your L2 people, what happens when they go on holiday or have to leave the assignment early?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["replacement", "handover"],
    source: "/en/it-bemanning",
  },
  {
    question:
      "I chair the steering group for a new ERP rollout at a food manufacturer in Kalmar. With our last supplier we only heard about a three-month slip at the quarterly meeting, which was far too late. How would your project manager keep us informed, and what happens if something serious goes wrong between two reports?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["escalated at once"],
    source: "/en/projektledning",
  },
  {
    question:
      "We're a municipally owned energy company with two in-house developers who will have to look after whatever gets built for our customer portal. What technology do you typically build on for the server side, and do we get the code at the end or are we tied to you for ever?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["Node.js", "handed over"],
    source: "/en/mjukvaruutveckling",
  },
  {
    question:
      "We're ending our framework agreement with you at the end of the year (a merger, nothing personal), and you bought a stack of Microsoft licences on our behalf. Do those simply stop working the day the contract ends? We need time to move them over to the new owner's tenant.",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["90 days"],
    source: "/en/terms",
  },
  {
    question:
      "I'm the data protection officer at a Norwegian-owned dental group and I'm working through our suppliers' privacy notices this month. If one of our staff felt you had mishandled their personal data, which supervisory authority would they complain to?",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["IMY"],
    source: "/en/privacy",
  },
  {
    question:
      "I work in information security at an insurance company in Gothenburg and our browser audit flagged your site. I'd like a plain answer: do you record visitors' IP addresses when you count page views, and how long do you keep those page-view records",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["26 months"],
    source: "/en/cookies",
    acceptSources: ["/en/privacy"],
  },
  {
    question:
      "We're a wellbeing services county in eastern Finland, and our new tender asks suppliers for ISO 27001 and ISO 14001. Your site says you're 'ISO certified', but which standard is that actually, and where are you with the other two? Please be straight with me.",
    kind: "long",
    pageLanguage: "en",
    expectLanguage: "en",
    facts: ["ISO 9001", "implementing"],
    source: "/en/csr",
    acceptSources: ["/en"],
  },
  // Finnish
  {
    question:
      "Olen hankintapäällikkö keskisuuressa kunnassa Pohjois-Savossa, ja kartoitamme uusia IT-kumppaneita ensi vuoden kilpailutusta varten. Yrityksenne vaikuttaa aika nuorelta, joten valtuutetut kysyvät varmasti näyttöjä. Kuinka tyytyväisiä asiakkaanne ovat, ja paljonko projekteja olette ylipäätään toteuttaneet?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["98", "500"],
    source: "/fi",
  },
  {
    question:
      "Edustan kahdeksan hengen asianajotoimistoa Tampereella. Nykyinen IT-toimittajamme yrittää jatkuvasti myydä meille uusia lisenssejä, ja kaipaisin puolueetonta näkemystä siitä, mitä oikeasti tarvitsemme. Kuinka nopeasti saisimme teiltä sen maksuttoman analyysin, ja mitä se käytännössä sisältää?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["24 tunnin", "kirjallisen yhteenvedon"],
    source: "/fi/it-konsultation",
  },
  {
    question:
      "Olemme oululainen MSP-yritys, ja yhdellä asiakkaallamme on laitetila Tukholmassa, jossa meillä ei ole omia teknikoita. Sinne tarvittaisiin välillä levynvaihtoja ja uudelleenkäynnistyksiä meidän ohjeidemme mukaan. Mikä SLA Tukholmassa olisi, ja voitteko työskennellä suoraan meidän tikettijärjestelmässämme?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["4 tuntia"],
    source: "/fi/managed-field-services",
    acceptSources: ["/fi/faltservice"],
  },
  {
    question:
      "Olemme 60 hengen arkkitehtitoimisto Espoossa. Osa palvelimistamme on yhä toimiston kellarissa, koska isot mallitiedostot liikkuvat paikallisesti paljon nopeammin. Pitääkö meidän siirtää kaikki pilveen, jos annamme Microsoft 365:n ja Azuren teidän hoidettavaksenne?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["hybridipilvi"],
    source: "/fi/molntjanster",
  },
  {
    question:
      "Vastaan IT:stä keskisuuressa sairaalassa Keski-Suomessa. Edellinen toimittaja jätti palvelinhuoneen kaapeloinnin sellaiseen sotkuun, ettei kukaan tiedä, mikä johto menee minne – olen tähän aika kyllästynyt. Jos te asennatte uudet räkit, millaista dokumentaatiota meille jää ja pysyykö se ajan tasalla?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["räkkikaavio", "jokaisen muutoksen jälkeen"],
    source: "/fi/datacenter",
  },
  {
    question:
      "Pyöritämme verkkokauppaa Lahdessa, ja palvelimemme ovat colocation-salissa. Viime jouluna levy hajosi lauantaiyönä eikä kukaan huomannut mitään ennen maanantaiaamua, mikä vei meiltä koko viikonlopun myynnin. Mitä te valvoisitte premium-tuessa ja kuinka nopeasti reagoisitte?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["15 minuutissa", "lämpötila"],
    source: "/fi/datacenter-support",
  },
  {
    question:
      "Olemme kolmessa vuorossa pyörivä saha Kainuussa, ja kunnossapitäjämme tekevät vikailmoitukset yleensä iltavuorosta. Milloin puhelintukenne oikeasti palvelee, ja mitä tapahtuu, jos tuotannon palvelin kaatuu kello 22? Mitä suosittelisitte meidän tilanteeseemme?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["08–17", "kriittinen lähituki"],
    source: "/fi/hardvarusupport",
  },
  {
    question:
      "Vastaan Vantaan päiväkotien IT-tuesta. Muutamme yhteen uuteen rakennukseen syksyllä, ja haluaisimme tietää jo etukäteen, mihin tukiasemat kannattaa sijoittaa, ettei samaa sotkua tule kuin vanhassa talossa. Mitä vaiheita kartoitukseen kuuluu?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["passiivinen analyysi", "aktiivinen testaus"],
    source: "/fi/sitesurveys",
  },
  {
    question:
      "Olemme vakuutusyhtiö Porissa ja uusimme kaikki konttoreiden työasemat keväällä. Osa vanhoista kiintolevyistä on rikki, eikä niitä saa edes käynnistettyä. Miten tällaisten levyjen tiedot hävitetään, ja minkä standardin mukaan ehjät levyt tyhjennetään?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["tuhotaan fyysisesti", "NIST/DoD"],
    source: "/fi/itad",
  },
  {
    question:
      "Olemme kasvava peliyhtiö Helsingissä ja tarvitsisimme L3-tason asiantuntijan noin kolmeksi kuukaudeksi konesalisiirtoon. Talousjohtajamme haluaa tietää ennen kuin mitään allekirjoitetaan: kuka on konsultin työnantaja ja kuka vastaa hänen vakuutuksistaan?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["palveluksessa"],
    source: "/fi/it-bemanning",
  },
  {
    question:
      "Johdan kaupungin sivistystoimen IT:tä, ja koulujen verkkolaitteiden vaihtoprojekti on pahasti myöhässä ja ylittää budjetin. Edellinen projektipäällikkö lähti kesken kaiken. Voitteko ottaa keskeneräisen projektin haltuunne, ja miten lähtisitte liikkeelle?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["lyhyellä katselmuksella"],
    source: "/fi/projektledning",
  },
  {
    question:
      "Olemme pieni kunta Lapissa, ja tarvitsemme asukkaille verkkosovelluksen, jolla he voivat ilmoittaa rikkinäisistä katuvaloista ja seurata korjauksen etenemistä. Lain mukaan palvelun on oltava saavutettava myös näkövammaisille. Minkä ohjeiden mukaan te rakennatte verkkosovellukset?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["WCAG"],
    source: "/fi/mjukvaruutveckling",
  },
  {
    question:
      "Olemme lääkealan yritys Turussa ja harkitsemme teitä tuotantoverkkomme ylläpitoon. Lakimiehemme haluaa tietää, kuinka kauan salassapitovelvollisuutenne jatkuu sopimuksen päättymisen jälkeen ja mitä meidän tiedoillemme tapahtuu, kun sopimus loppuu.",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["3 vuotta", "30 päivän"],
    source: "/fi/terms",
  },
  {
    question:
      "Olen tietosuojavastaava rakennusliikkeessä Kuopiossa. Kollegani kertoi jakaneensa chatissanne asiakkaamme yhteystietoja kysyessään teiltä neuvoa. Myyttekö tai luovutatteko tällaisia tietoja eteenpäin, esimerkiksi konsernin muille yhtiöille?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["koskaan myy", "Ruotsissa, Norjassa ja Suomessa"],
    source: "/fi/privacy",
  },
  {
    question:
      "Olemme hyvinvointialue, ja hankintakriteereissämme painotetaan nykyään myös tasa-arvoa. Alalla on tunnetusti vähän naisia teknikkoina ja asiantuntijoina. Onko teillä mitään konkreettista tavoitetta sille, kuinka suuri osa teknisestä henkilöstöstänne olisi naisia?",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["40"],
    source: "/fi/csr",
  },
  {
    question:
      "Olemme pieni kiinteistöhuoltoyhtiö Vaasassa, ja toimitusjohtajamme ehtii hoitaa tällaisia asioita yleensä vasta sunnuntai-iltana. Jos hän lähettää teille viestin yhteydenottolomakkeella silloin, tuleeko vastaus saman tien vai vasta maanantaina",
    kind: "long",
    pageLanguage: "fi",
    expectLanguage: "fi",
    facts: ["2 tunnin", "arkipäivisin"],
    source: "/fi/kontakt",
  },
  // Norwegian
  {
    question:
      "Jeg er innkjøpssjef i en mellomstor kommune i Vestland, og vi ser etter en IT-partner som faktisk har folk i Norge og ikke bare i Sverige. Dere har jo base i Skåne. Hvordan er selskapet organisert – har dere egne selskaper i Norge, eller kjører dere alt fra Malmö?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["konsern", "Sverige, Norge og Finland"],
    source: "/no",
    acceptSources: ["/no/privacy"],
  },
  {
    question:
      "Vi er en kjede med sportsbutikker der hovedkontoret ligger i Oslo, mens resten av butikkene er spredt fra Kristiansand til Tromsø. Hvor raskt kan dere ha en tekniker på plass i Oslo sammenlignet med butikkene i distriktene, og må vi ha en fast avtale, eller kan vi bare ringe ved behov?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["4 timer", "8 timer"],
    source: "/no/faltservice",
    acceptSources: ["/no/managed-field-services"],
  },
  {
    question:
      "Vi er en MSP i Stavanger som skal rulle ut 1 200 nye klienter hos en kunde med kontorer i fire land, og vi har ikke på langt nær nok folk selv. Klarer dere en så stor utrulling, og hvordan blir den koordinert fra deres side?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["koordinator", "tidsplan per lokasjon"],
    source: "/no/managed-field-services",
  },
  {
    question:
      "Vi er et rederi i Ålesund, og styret har bestemt at dataene våre ikke skal havne hvor som helst i verden. Hvis dere drifter Azure og Microsoft 365 for oss, hvem bestemmer hvor dataene lagres, og blir valgene skrevet ned noe sted?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["datalokasjon", "GDPR"],
    source: "/no/molntjanster",
  },
  {
    question:
      "Vi er et lite datasenterselskap i Trondheim som leier ut rackplass, og kundene klager stadig på at kablingen vår er et eneste kaos. Hvis dere tar over det fysiske arbeidet, hva slags kabling legger dere, og blir hver eneste tilkobling merket?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["kobber- og fiberkabling"],
    source: "/no/datacenter",
  },
  {
    question:
      "Vi er et forsikringsselskap i Bergen med to serverrom. Det meste kan vente til neste morgen, men det ene rommet huser kjernesystemet vårt og må ha folk døgnet rundt. Kan vi ha forskjellig oppsett på de to rommene, og hva er egentlig responstiden på basisnivået? Hva foreslår dere?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["ulike nivåer", "under 4 timer"],
    source: "/no/datacenter-support",
  },
  {
    question:
      "Jeg har ansvaret for IT på et sykehjem i Hamar, og vi har en blanding av gamle PC-er, skrivere og en server som journalsystemet ligger på. Må alt ligge på samme avtale, eller kan vi skille mellom tingene? Og hva er egentlig forskjellen på premium og akutt hos dere?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["innen 2 timer", "innen 30 minutter"],
    source: "/no/hardvarusupport",
  },
  {
    question:
      "Vi er en videregående skole i Drammen som har klaget på dårlig wifi i snart to år. Leverandøren vår vil bare selge oss flere tilgangspunkter, men vi mistenker at det er nabobygget som forstyrrer. Hva måler dere i den passive delen av befaringen?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["signalstyrke", "kanalbruk"],
    source: "/no/sitesurveys",
  },
  {
    question:
      "Vi er en ideell organisasjon i Kristiansand med rundt 150 bærbare PC-er som skal byttes ut til høsten. Styret vil ikke at fullt brukbare maskiner bare blir knust og kastet. Blir noe av utstyret brukt på nytt, og hvordan får vi vite hva som skjedde med hver enkelt maskin?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["ombruk", "gjenvinningssertifikat"],
    source: "/no/itad",
  },
  {
    question:
      "Vi er en kommune i Innlandet som trenger ekstra hender til en utrulling av nettbrett i skolene i høst, og kanskje noen til å drifte serverne etterpå. Hva er egentlig forskjellen på L1, L2 og L3 hos dere, så vi velger riktig nivå?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["førstelinjesupport", "spesialistnivå"],
    source: "/no/it-bemanning",
  },
  {
    question:
      "Vi er et regionalt kraftselskap som skal skifte ut nettverksutstyret på 40 transformatorstasjoner neste år. Vi trenger både en prosjektleder og teknikere som faktisk monterer utstyret, og vi orker ikke å følge opp tre forskjellige leverandører. Kan dere stille med begge deler?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["feltservice"],
    source: "/no/projektledning",
  },
  {
    question:
      "Vi er en grossist i Tromsø der lagerbeholdningen føres i ett system og nettbutikken i et annet, så noen sitter og taster alt inn to ganger hver eneste dag. Kan dere koble sammen systemene, og hva skjer hvis en overføring feiler underveis?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["logging", "spores"],
    source: "/no/mjukvaruutveckling",
  },
  {
    question:
      "Vi driver fiskeoppdrett på Frøya og er vant til at vinterstormer kan slå ut både strøm og nett i lange perioder. Hvis noe slikt gjør at dere ikke kan levere, hvor lenge må det vare før vi kan si opp avtalen?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["60 dager"],
    source: "/no/terms",
  },
  {
    question:
      "Jeg er personvernombud i en bank i Bodø og går gjennom hva nettsteder lagrer i nettleserne til de ansatte. Hvor lenge lever egentlig språkinformasjonskapselen deres, og hva skjer hvis jeg sletter alt dere har lagret?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["1 år", "glemmer"],
    source: "/no/cookies",
  },
  {
    question:
      "Vi er et statlig foretak i Oslo med strenge regler for ansvarlige innkjøp. Revisorene våre vil se at leverandørene våre stiller krav videre nedover i kjeden, ikke bare til seg selv. Hva krever dere egentlig av deres egne underleverandører?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["menneskerettighetene", "korrupsjon"],
    source: "/no/csr",
  },
  {
    question:
      "Vi er et lite arkitektkontor i Bergen og tenkte bare å sende dere en kort melding om hjelp med nettverket. Vi har ofte først tid til slikt i helgene. Hvor fort kan vi regne med å høre fra dere, og gjelder det også lørdag og søndag?",
    kind: "long",
    pageLanguage: "no",
    expectLanguage: "no",
    facts: ["2 timer", "hverdager"],
    source: "/no/kontakt",
  },
];
