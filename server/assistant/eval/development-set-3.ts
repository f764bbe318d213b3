// The development set's third batch: visitor-style questions written from the site's copy (content/locales) and
// SPEC sections 1 and 9, without looking at the assistant or the held-out test set. Tuned on, like questions.ts.
// Mostly one-fact questions in everyday words, spread over every service page's FAQ and every legal page.
import type { EvaluationCase } from "./evaluation-case.ts";

export type { EvaluationCase };

const SWEDISH: EvaluationCase[] = [
  // One fact each, in the visitor's words rather than the site's.
  { question: "Sitter era konsulter hos oss eller jobbar de hemifrån?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["Workshoppar", "på distans"], source: "/se/it-konsultation" },
  { question: "Hur prissätter ni ett utvecklingsprojekt, fast summa eller löpande räkning?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["fast pris", "workshop"], source: "/se/mjukvaruutveckling" },
  { question: "Räknas SLA-tiden från när vi ringer in eller från när teknikern åker hemifrån?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["registreras hos oss"], source: "/se/faltservice" },
  { question: "Kan teknikern som kommer ut laga skärmar också, och var får ni delarna ifrån?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["skärmar", "reservdelslager"], source: "/se/faltservice", acceptSources: ["/se/hardvarusupport"] },
  { question: "Vi är en MSP som ska byta datorer på 40 kontor i tre länder – fixar ni så stora utrullningar åt oss?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["koordinator", "tidsplan per plats"], source: "/se/managed-field-services" },
  { question: "Gäller era 99,9 procent även när det är Microsoft själva som krånglar?", kind: "fact", pageLanguage: "no", expectLanguage: "se", facts: ["Microsofts serviceavtal"], source: "/se/molntjanster" },
  { question: "Våra servrar står i en hyrd hall hos en annan leverantör. Kan ni jobba där?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["colocation-anläggningar"], source: "/se/datacenter" },
  { question: "Får vi någon ritning över hur racken ser ut när ni har installerat klart?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["rackritningar"], source: "/se/datacenter" },
  { question: "När ni säger svarstid på datacentersupporten, betyder det bara att någon svarar i telefon?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["aktivt arbetar"], source: "/se/datacenter-support" },
  { question: "Tappar vi tillverkarens garanti om era tekniker byter diskar i våra servrar?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["garantin fortsätter att gälla"], source: "/se/datacenter-support" },
  { question: "Har ni reservdelar till servrarna eller måste vi köpa hem dem själva?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["distributörer", "kritiska delar"], source: "/se/hardvarusupport" },
  { question: "Hur många dagar tar en wifi-mätning ungefär?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["storlek och komplexitet"], source: "/se/sitesurveys" },
  { question: "Blir våra gamla datorer återanvända eller går allt till skroten?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["rekonditioneras", "Återvinningscertifikatet"], source: "/se/itad" },
  { question: "Om projektet drar ut på tiden, kan vi behålla den inhyrda konsulten längre?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["kan förlängas"], source: "/se/it-bemanning" },
  { question: "Hur får vi veta hur det går i projektet medan ni leder det?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["statusrapporter", "styrgruppsmöten"], source: "/se/projektledning" },
  { question: "Tar ni ränta om vi betalar en faktura för sent?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["dröjsmålsränta", "räntelagen"], source: "/se/terms" },
  { question: "Säljer ni mina kontaktuppgifter vidare till andra företag?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["säljer aldrig"], source: "/se/privacy" },
  { question: "Var ändrar jag vad jag har sagt ja till när det gäller kakor?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["Cookieinställningar"], source: "/se/cookies" },
  // Long: context about the visitor's organisation before the question.
  {
    question:
      "Vi är ett fastighetsbolag i Uppsala och har låtit en annan leverantör bygga en hyresgästportal som nu ska lanseras om några månader. Leverantören vill inte ta något ansvar efteråt, och portalen måste vara uppe dygnet runt eftersom hyresgästerna felanmäler via den. Om vi låter er bygga nästa version – vad händer efter lanseringen, och kan vi få support även på nätterna?",
    kind: "long", pageLanguage: "se", expectLanguage: "se", facts: ["förvaltningsavtal", "support 24/7"], source: "/se/mjukvaruutveckling",
  },
  {
    question:
      "Vi är ett tryckeri med en ganska brokig maskinpark: några servrar är tio år gamla, skrivarna är av olika märken och mycket har gått ur garantin för länge sedan. Våra nuvarande leverantörer vägrar röra det som är för gammalt. Tar ni hand om utrustning som inte längre har någon garanti?",
    kind: "long", pageLanguage: "en", expectLanguage: "se", facts: ["garanti har gått ut"], source: "/se/hardvarusupport",
  },
  {
    question:
      "Vi har haft er tekniker hos oss varje vecka sedan i våras, men ingen har hunnit skriva under något avtal – det var mest muntliga överenskommelser med vår förra IT-chef. Nu undrar ekonomichefen vad som egentligen gäller mellan oss. Gäller era allmänna villkor ändå?",
    kind: "long", pageLanguage: "se", expectLanguage: "se", facts: ["konkludent avtal", "30 dagar"], source: "/se/terms",
  },
  {
    question:
      "Vi är en tandvårdskedja med 25 kliniker från Ystad till Luleå och byter alla datorer under hösten. Det vore smidigt om de gamla datorerna kunde åka med direkt när de nya har kommit på plats, i stället för att de står och samlar damm i ett förråd på varje klinik. Går det att ordna?",
    kind: "long", pageLanguage: "se", expectLanguage: "se", facts: ["samordna hämtningen med en utrullning"], source: "/se/itad",
  },
  // Typos, missing diacritics, no punctuation.
  { question: "maste vi flytta allt till molnet eller kan nat system ligga kvar lokalt", kind: "typo", pageLanguage: "se", expectLanguage: "se", facts: ["hybridmolnlösning"], source: "/se/molntjanster" },
  { question: "vilka kakor satter ni och hur lange sparas dom", kind: "typo", pageLanguage: "se", expectLanguage: "se", facts: ["1 år", "2 år"], source: "/se/cookies" },
  { question: "hur snabbt kan en inhyrd konsult borja hos oss", kind: "typo", pageLanguage: "se", expectLanguage: "se", facts: ["realistiskt datum"], source: "/se/it-bemanning" },
  // Follow-ups that are ambiguous alone.
  { question: "och smart hands då?", kind: "follow-up", history: ["Vad är remote hands för något?"], pageLanguage: "se", expectLanguage: "se", facts: ["egen expertis"], source: "/se/managed-field-services" },
  { question: "gäller det också om vi tappar försäljning?", kind: "follow-up", history: ["Finns det ett tak för hur mycket ni betalar i skadestånd?"], pageLanguage: "se", expectLanguage: "se", facts: ["indirekt skada", "utebliven vinst"], source: "/se/terms" },
  // A person, in everyday wording.
  { question: "Finns det en tekniker jag kan snacka med direkt?", kind: "person", pageLanguage: "se", expectLanguage: "se", facts: [], source: "", expectIntent: "human" },
  { question: "kan jag få bli uppringd av en människa i stället", kind: "person", pageLanguage: "se", expectLanguage: "se", facts: [], source: "", expectIntent: "human" },
  // An intent with its own reply.
  { question: "Går det att boka in ett möte hos oss i Lund någon dag i maj?", kind: "intent", pageLanguage: "se", expectLanguage: "se", facts: [], source: "/se/booking", expectIntent: "booking" },
];

const ENGLISH: EvaluationCase[] = [
  { question: "do you charge a fee when we pay an invoice late", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["60 SEK"], source: "/en/terms" },
  { question: "How do I switch off your analytics tracking?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["Cookie settings"], source: "/en/cookies" },
  { question: "How many projects have you actually delivered so far?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["500+"], source: "/en" },
  { question: "how many steps is the ITAD process and what are they", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["Inventory", "Certificates"], source: "/en/itad" },
  { question: "Can you move our on-prem servers into Azure for us?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["test migrations"], source: "/en/molntjanster", acceptSources: ["/en/projektledning"] },
  { question: "Can I ring your hardware support line on a Saturday?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["weekdays 08–17"], source: "/en/hardvarusupport" },
  { question: "Which cookies does your site set and how long do they last?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["1 year", "2 years"], source: "/en/cookies" },
  { question: "Once we stop being a customer, how long until you delete our data?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["within 30 days of the handover"], source: "/en/terms" },
  { question: "Will you send a tech out to a tiny village way up north?", kind: "fact", pageLanguage: "se", expectLanguage: "en", facts: ["very remote locations"], source: "/en/faltservice" },
  { question: "If we start on basic datacenter support, can we bump it up later?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["change support level"], source: "/en/datacenter-support" },
  { question: "What exactly do you keep an eye on with the round-the-clock monitoring?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["temperature", "runbook"], source: "/en/datacenter-support" },
  { question: "If the wifi survey finds problems, can your guys fix them too?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["verification measurement"], source: "/en/sitesurveys" },
  { question: "Can a consultant we hire from you work from home part of the week?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["partly remotely"], source: "/en/it-bemanning" },
  { question: "We run projects with PRINCE2 in-house – would your PM stick to our way of working?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["established project model"], source: "/en/projektledning" },
  { question: "How do you keep the apps you build for us secure?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["secure coding practices"], source: "/en/mjukvaruutveckling" },
  { question: "Does my data end up in the US?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["Data Privacy Framework"], source: "/en/privacy" },
  { question: "Is backing up our data your job or ours?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["backing up its own data"], source: "/en/terms" },
  { question: "Do I have to accept cookies just so the site remembers my language?", kind: "fact", pageLanguage: "en", expectLanguage: "en", facts: ["without asking for consent"], source: "/en/cookies" },
  {
    question:
      "We're merging two server rooms into one after an acquisition, which leaves us with about forty old servers, a couple of SANs and a pile of switches we no longer need. Some of the disks held payroll data. We don't have the people to deal with it ourselves. What would you do with the kit we're retiring?",
    kind: "long", pageLanguage: "en", expectLanguage: "en", facts: ["decommission", "certificate for every device"], source: "/en/datacenter", acceptSources: ["/en/itad"],
  },
  {
    question:
      "Our board meets in two weeks and wants a clear picture of where our IT stands – we've had three outages this quarter and nobody can say why. I'd rather not wait a month for a consultancy to get going. How fast can you actually start on something like this?",
    kind: "long", pageLanguage: "en", expectLanguage: "en", facts: ["24 hours", "written proposal"], source: "/en/it-konsultation",
  },
  {
    question:
      "We're a private healthcare provider with clinics in Sweden and Norway, planning to move patient scheduling and email to Microsoft 365 and Azure. Our data protection officer has one question before anything else: where will the data physically live, and who decides that?",
    kind: "long", pageLanguage: "fi", expectLanguage: "en", facts: ["choose where data is stored", "GDPR"], source: "/en/molntjanster",
  },
  {
    question:
      "We're a mid-sized wholesaler about to replace our ERP. The vendor handles the software, but somebody needs to pull together the supplier, our warehouse staff, finance and training, and our IT team is already stretched. Is this the kind of project you'd manage?",
    kind: "long", pageLanguage: "en", expectLanguage: "en", facts: ["system implementations"], source: "/en/projektledning",
  },
  { question: "whats ur liabilty cap if u mess up", kind: "typo", pageLanguage: "en", expectLanguage: "en", facts: ["10 price base amounts"], source: "/en/terms" },
  { question: "can ur techs work in our servicenow tickets n follow our runbooks", kind: "typo", pageLanguage: "en", expectLanguage: "en", facts: ["runbooks", "remains yours"], source: "/en/managed-field-services" },
  { question: "wifi survey how many steps n what r they", kind: "typo", pageLanguage: "en", expectLanguage: "en", facts: ["Preparation and planning", "Report with recommendations"], source: "/en/sitesurveys" },
  { question: "so who covers their insurance?", kind: "follow-up", history: ["Who employs the consultants you place with us?"], pageLanguage: "en", expectLanguage: "en", facts: ["insurance"], source: "/en/it-bemanning" },
  { question: "what about dead drives that can't be wiped?", kind: "follow-up", history: ["What kinds of equipment does your ITAD service handle?"], pageLanguage: "en", expectLanguage: "en", facts: ["physically destroyed"], source: "/en/itad" },
  { question: "Could one of your technicians give me a ring back?", kind: "person", pageLanguage: "en", expectLanguage: "en", facts: [], source: "", expectIntent: "human" },
  { question: "get me a real person on the line pls", kind: "person", pageLanguage: "se", expectLanguage: "en", facts: [], source: "", expectIntent: "human" },
  { question: "What's your hourly rate for a project manager?", kind: "intent", pageLanguage: "en", expectLanguage: "en", facts: ["24"], source: "/en/kontakt", expectIntent: "pricing" },
];

const FINNISH: EvaluationCase[] = [
  { question: "Mitä siihen ilmaiseen IT-analyysiin oikeastaan kuuluu?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["tukijärjestelyt", "kirjallisen yhteenvedon"], source: "/fi/it-konsultation" },
  { question: "Voitteko auttaa kilpailutuksessa, vaikka saattaisitte itse jättää siihen tarjouksen?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["neuvontamme laajuudesta etukäteen"], source: "/fi/it-konsultation" },
  { question: "Voiko teidän asentaja kuitata tiketit suoraan meidän järjestelmään?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["suoraan järjestelmääsi"], source: "/fi/faltservice" },
  { question: "Edellinen toimittaja jätti meille Microsoft 365 -ympäristön – voitteko ottaa sen hoitaaksenne?", kind: "fact", pageLanguage: "se", expectLanguage: "fi", facts: ["tietoturva-asetukset", "sovitulla SLA:lla"], source: "/fi/molntjanster" },
  { question: "Pitääkö kaikilla konesaliympäristöillämme olla sama tukitaso?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["eri ympäristöille eri tukitasot"], source: "/fi/datacenter-support" },
  { question: "Mitkä laitteet te lasketaan kriittisiksi?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["palomuurit", "runkokytkimet"], source: "/fi/hardvarusupport" },
  { question: "Millaiset paperit saamme, kun hävitätte vanhat koneemme?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["kierrätyssertifikaatin", "yhteenvetoraportin"], source: "/fi/itad" },
  { question: "Tuleeko projektipäällikön mukana myös asentajia, vai pitääkö ne hankkia muualta?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["teknikoita ja asiantuntijoita"], source: "/fi/projektledning" },
  { question: "Saako teidän tekemän sovelluksen juttelemaan vanhan toiminnanohjausjärjestelmämme kanssa?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["rajapinta", "lokituksen"], source: "/fi/mjukvaruutveckling" },
  { question: "Voitteko nostaa hintoja kesken sopimuskauden?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["60 päivää etukäteen"], source: "/fi/terms" },
  { question: "Kuinka nopeasti olette paikalla Oulussa, jos tilaamme kenttätyöt teiltä alihankintana?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["8 tuntia"], source: "/fi/managed-field-services", acceptSources: ["/fi/faltservice"] },
  { question: "Saanko omat tietoni ulos koneluettavassa muodossa?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["koneellisesti luettavassa"], source: "/fi/privacy" },
  { question: "Käytättekö evästeitä kävijäseurantaan, ja tallennatteko IP-osoitteeni?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["ei käytetä evästeitä", "IP-osoit"], source: "/fi/cookies", acceptSources: ["/fi/privacy"] },
  { question: "Onko teillä EcoVadis-arviota?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["EcoVadis-arvioin"], source: "/fi/csr" },
  { question: "Minä vuonna firma on perustettu?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["2023"], source: "/fi" },
  { question: "Myyttekö palveluja myös yksityishenkilöille?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["ei kuluttajille"], source: "/fi/terms" },
  { question: "Miksi chat laittaa selaimeeni evästeen, ja kauanko se siellä on?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["chat_visitor", "1 vuosi"], source: "/fi/cookies" },
  { question: "Kytkeydyttekö wifi-mittauksessa meidän verkkoon vai vain kuuntelette?", kind: "fact", pageLanguage: "fi", expectLanguage: "fi", facts: ["kytkeytymättä verkkoon"], source: "/fi/sitesurveys" },
  {
    question:
      "Muutamme kesällä uuteen toimitaloon Espoossa, ja mukana lähtee koko palvelinhuone: kymmenen räkkiä, tallennusjärjestelmä ja verkkolaitteet. Viime muutossa osa palvelimista ei käynnistynyt oikeassa järjestyksessä ja tuotanto seisoi päivän. Voitteko hoitaa koko siirron, ja miten varmistatte, että kaikki lähtee taas käyntiin?",
    kind: "long", pageLanguage: "fi", expectLanguage: "fi", facts: ["käynnistysjärjestyksen"], source: "/fi/datacenter",
  },
  {
    question:
      "Meidän ainoa verkkoasiantuntija jää yllättäen pitkälle sairauslomalle ensi viikolla, ja meillä on samaan aikaan palomuurin vaihto kesken. Tarvitsisimme tilalle jonkun mahdollisimman nopeasti. Kuinka nopeasti saatte konsultin meille?",
    kind: "long", pageLanguage: "en", expectLanguage: "fi", facts: ["2 tunnin", "realistisen aloituspäivän"], source: "/fi/it-bemanning",
  },
  {
    question:
      "Ulkoistimme palvelimien ylläpidon teille viime vuonna, ja nyt yksi tiedostopalvelin hajosi ja osa tiedostoista katosi. Meillä oletettiin, että te huolehditte kaikesta. Kumman vastuulla varmuuskopiointi oikeastaan on, jos sitä ei ole erikseen sovittu?",
    kind: "long", pageLanguage: "fi", expectLanguage: "fi", facts: ["varmuuskopioinnista"], source: "/fi/terms",
  },
  {
    question:
      "Olemme vakuutusyhtiö, ja konttoreissamme on sekaisin eri merkkien tulostimia, näyttöjä ja telakoita. Varaosia meillä on omassa varastossa aika paljon. Mitä kaikkea teknikkonne korjaavat paikan päällä, ja voivatko he käyttää meidän omia varaosiamme?",
    kind: "long", pageLanguage: "fi", expectLanguage: "fi", facts: ["varaosavarastoasi"], source: "/fi/faltservice", acceptSources: ["/fi/hardvarusupport"],
  },
  { question: "tarviiko meidan tehda sopimus jos haluun vaan yhen kaynnin", kind: "typo", pageLanguage: "fi", expectLanguage: "fi", facts: ["yksittäisiä käyntejä"], source: "/fi/faltservice" },
  { question: "onko teilla iso 27001 sertifikaatti", kind: "typo", pageLanguage: "fi", expectLanguage: "fi", facts: ["ISO 27001 -standardin mukaista"], source: "/fi/csr", acceptSources: ["/fi"] },
  { question: "mika standardi teilla on kovalevyjen tyhjennyksessa", kind: "typo", pageLanguage: "fi", expectLanguage: "fi", facts: ["NIST/DoD"], source: "/fi/itad", acceptSources: ["/fi/datacenter", "/fi/csr"] },
  { question: "entä jos laitteita on monessa toimipisteessä?", kind: "follow-up", history: ["Mitä laitteita ITAD-palvelunne ottaa vastaan?"], pageLanguage: "fi", expectLanguage: "fi", facts: ["rollout-projektin yhteyteen"], source: "/fi/itad" },
  { question: "koskeeko se myös saamatta jäänyttä voittoa?", kind: "follow-up", history: ["Mikä on vastuunrajoituksenne?"], pageLanguage: "fi", expectLanguage: "fi", facts: ["välillisistä vahingoista"], source: "/fi/terms" },
  { question: "Haluaisin keskustella asiantuntijan kanssa puhelimessa.", kind: "person", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "", expectIntent: "human" },
  { question: "onko siellä ihmistä paikalla? tarvitsen apua oikealta henkilöltä", kind: "person", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "", expectIntent: "human" },
  { question: "Etsittekö projektipäälliköitä? Haluaisin lähettää hakemuksen.", kind: "intent", pageLanguage: "fi", expectLanguage: "fi", facts: [], source: "/fi/jobs", expectIntent: "jobs" },
];

const NORWEGIAN: EvaluationCase[] = [
  { question: "Hvordan fakturerer dere et rådgivningsoppdrag – timebasert eller fast?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["per time", "fastpris"], source: "/no/it-konsultation" },
  { question: "Begynner SLA-klokka å gå når vi ringer, eller når teknikeren kjører?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["registrert hos oss"], source: "/no/faltservice" },
  { question: "Kan vi få L3-spesialister døgnet rundt?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["også support 24/7"], source: "/no/managed-field-services" },
  { question: "Kan vi selv bestemme hvor dataene våre i Microsoft 365 ligger?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["velge hvor dataene lagres"], source: "/no/molntjanster" },
  { question: "Blir alle brukerne flyttet samme natt når vi går over til Microsoft 365?", kind: "fact", pageLanguage: "fi", expectLanguage: "no", facts: ["puljer"], source: "/no/molntjanster" },
  { question: "Hva gjør dere med de gamle serverne når vi bytter ut utstyret i datasenteret?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["kobler det fra"], source: "/no/datacenter" },
  { question: "Når dere lover svar innen 15 minutter, betyr det at noen bare tar telefonen?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["jobber aktivt"], source: "/no/datacenter-support" },
  { question: "Kan vi ha billigste nivå på PC-ene og toppnivået på serverne?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["kombinere nivåene"], source: "/no/hardvarusupport" },
  { question: "Hva skjer om serveren krasjer en søndag når telefonsupporten er stengt?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["kritisk support på stedet er tilgjengelig 24/7"], source: "/no/hardvarusupport" },
  { question: "Merker de ansatte noe til wifi-målingen mens dere holder på?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["påvirker ikke nettverket"], source: "/no/sitesurveys" },
  { question: "Blir de gamle PC-ene våre brukt på nytt, eller blir alt knust?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["Gjenvinningssertifikatet"], source: "/no/itad" },
  { question: "Hva kan egentlig en L2-konsulent som vi leier av dere?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["selvstendig feilsøking"], source: "/no/it-bemanning" },
  { question: "Prosjektet vårt har gått helt av sporet. Kan dere overta det midt i?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["kort gjennomgang"], source: "/no/projektledning" },
  { question: "Hvilket språk skriver dere backend i når dere lager apper?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["Node.js"], source: "/no/mjukvaruutveckling" },
  { question: "Hvilket lands lover gjelder hvis vi havner i en tvist med dere?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["Svensk rett"], source: "/no/terms" },
  { question: "Deler dere opplysningene mine med andre selskaper?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["konsernet vårt"], source: "/no/privacy" },
  { question: "Hvorfor husker siden språket jeg nettopp valgte selv om jeg klikker på en svensk lenke?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["5 minutter"], source: "/no/cookies" },
  { question: "Hvor fornøyde er kundene deres egentlig?", kind: "fact", pageLanguage: "no", expectLanguage: "no", facts: ["98 %"], source: "/no" },
  {
    question:
      "Vi er en kommune i Nordland og vurderer en IT-strategi for de neste tre årene. Det er langt å reise hit, og vi har ikke budsjett til at konsulenter bor på hotell i ukevis. Må dere være her fysisk hele tiden, eller kan mye av jobben gjøres på avstand?",
    kind: "long", pageLanguage: "no", expectLanguage: "no", facts: ["Workshoper", "eksternt"], source: "/no/it-konsultation",
  },
  {
    question:
      "Vi er en barnehageeier med 40 barnehager og vil ha en app der foreldre kan melde fravær og se bilder fra dagen. Det handler om personopplysninger om barn, så styret er veldig opptatt av sikkerhet. Hvordan jobber dere med sikkerhet når dere utvikler noe slikt?",
    kind: "long", pageLanguage: "se", expectLanguage: "no", facts: ["sikker koding"], source: "/no/mjukvaruutveckling",
  },
  {
    question:
      "Vi er et energiselskap med en egen prosjektkontor-modell som alle prosjekter må følge, med faste maler og beslutningsporter. Vi trenger en ekstern prosjektleder til et datasenterbytte. Tvinger dere på oss deres egen metode, eller følger dere vår?",
    kind: "long", pageLanguage: "no", expectLanguage: "no", facts: ["etablert prosjektmodell"], source: "/no/projektledning",
  },
  {
    question:
      "Vi skal velge ny leverandør av feltservice, og klimaregnskapet vårt teller med i anbudet. Teknikere som kjører kors og tvers over landet gir dårlige tall. Hva gjør dere for å kutte reisevirksomheten, og har dere et konkret mål?",
    kind: "long", pageLanguage: "no", expectLanguage: "no", facts: ["60 %", "remote hands"], source: "/no/csr",
  },
  { question: "hvor lenge far vi ikke ansette konsulenten deres etter at avtalen er slutt", kind: "typo", pageLanguage: "no", expectLanguage: "no", facts: ["12 måneder"], source: "/no/terms" },
  { question: "kan dere ta over drifta av azure miljoet vart som en annen leverandor satte opp", kind: "typo", pageLanguage: "no", expectLanguage: "no", facts: ["sikkerhetsinnstillinger", "avtalt SLA"], source: "/no/molntjanster" },
  { question: "hvor mange prosent kvinner har dere i tekniske roler", kind: "typo", pageLanguage: "no", expectLanguage: "no", facts: ["40 %"], source: "/no/csr" },
  { question: "må vi flytte alt, eller kan noe bli stående lokalt?", kind: "follow-up", history: ["Hvor lang tid tar en migrering til Microsoft 365?"], pageLanguage: "no", expectLanguage: "no", facts: ["hybrid skyoppsett"], source: "/no/molntjanster" },
  { question: "og hvor kan jeg klage hvis jeg er uenig?", kind: "follow-up", history: ["Hvem er ansvarlig for personopplysningene mine hos dere?"], pageLanguage: "no", expectLanguage: "no", facts: ["IMY"], source: "/no/privacy" },
  { question: "Kan en av teknikerne deres ringe meg tilbake?", kind: "person", pageLanguage: "no", expectLanguage: "no", facts: [], source: "", expectIntent: "human" },
  { question: "jeg vil heller chatte med et menneske enn med deg", kind: "person", pageLanguage: "no", expectLanguage: "no", facts: [], source: "", expectIntent: "human" },
  { question: "Kan vi sette opp et Teams-møte med dere på torsdag?", kind: "intent", pageLanguage: "no", expectLanguage: "no", facts: [], source: "/no/booking", expectIntent: "booking" },
];

/** Danish is answered in Norwegian (facts from the Norwegian copy), German in English. */
const OTHER_LANGUAGES: EvaluationCase[] = [
  { question: "Dækker I også små byer langt ude på landet?", kind: "other-language", askedIn: "da", pageLanguage: "no", expectLanguage: "no", facts: ["svært avsidesliggende steder"], source: "/no/faltservice" },
  { question: "Bruger I Google Analytics, og hvor længe bliver den cookie liggende?", kind: "other-language", askedIn: "da", pageLanguage: "en", expectLanguage: "no", facts: ["2 år"], source: "/no/cookies" },
  { question: "Hvad er bøden, hvis vi ansætter jeres konsulent uden jeres tilladelse?", kind: "other-language", askedIn: "da", pageLanguage: "no", expectLanguage: "no", facts: ["500 000 SEK"], source: "/no/terms" },
  { question: "Hvad er forskellen på jeres L1- og L2-teknikere?", kind: "other-language", askedIn: "da", pageLanguage: "se", expectLanguage: "no", facts: ["førstelinjesupport", "andrelinjesupport"], source: "/no/managed-field-services", acceptSources: ["/no/it-bemanning"] },
  { question: "Sind Sie nach ISO 27001 zertifiziert?", kind: "other-language", askedIn: "de", pageLanguage: "en", expectLanguage: "en", facts: ["ISO 27001", "implementing"], source: "/en/csr", acceptSources: ["/en"] },
  { question: "Holen Sie auch alte Handys und Tablets zur Datenlöschung ab?", kind: "other-language", askedIn: "de", pageLanguage: "se", expectLanguage: "en", facts: ["mobile phones", "tablets"], source: "/en/itad" },
  { question: "Gibt es Ihre L3-Spezialisten auch rund um die Uhr?", kind: "other-language", askedIn: "de", pageLanguage: "en", expectLanguage: "en", facts: ["including 24/7 support"], source: "/en/managed-field-services" },
  { question: "Mit welcher Frist kann man bei Ihnen einen Rahmenvertrag kündigen?", kind: "other-language", askedIn: "de", pageLanguage: "en", expectLanguage: "en", facts: ["6 months' notice"], source: "/en/terms" },
];

export const DEVELOPMENT_CASES_3: EvaluationCase[] = [...SWEDISH, ...ENGLISH, ...FINNISH, ...NORWEGIAN, ...OTHER_LANGUAGES];
