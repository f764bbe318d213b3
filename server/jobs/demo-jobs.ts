// DEMO_CONTENT's jobs: three clearly-marked example jobs in all four languages (each page and list entry carries an
// "Example" badge and says it is no real opening), published at first start when there is no job at all.
import { companyToday } from "../../app/jobs/job-dates.ts";
import type { JobInput, JobTranslationInput } from "../../app/jobs/jobs-contract.ts";
import type { DemoSeed } from "../content/demo-content.ts";

type Version = Omit<JobTranslationInput, "locations"> & { locations: string[] };

function laterDay(days: number, now: Date): string {
  const [year, month, day] = companyToday(now).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function demoJobs(now: Date = new Date()): JobInput[] {
  const fieldService: Record<"se" | "en" | "fi" | "no", Version> = {
    se: {
      slug: "faltservicetekniker",
      title: "Fältservicetekniker",
      summary: "Installera, felsöka och byt ut hårdvara hos våra kunder i Skåne och Västsverige – med bil och verktyg från oss.",
      description:
        "Som fältservicetekniker är du vårt ansikte ute hos kunderna. Du tar uppdrag från vår servicedesk och åker till kontor, butiker och datacenter.\n\n## Det här gör du\n\n- Installerar och byter datorer, skrivare och nätverksutrustning\n- Felsöker hårdvara på plats och dokumenterar i ärendesystemet\n- Hjälper till vid större utrullningar",
      requirements: "- Erfarenhet av hårdvarusupport eller installationer\n- B-körkort\n- Du talar svenska och engelska",
      locations: ["Malmö", "Göteborg"],
      department: "Fältservice",
    },
    en: {
      slug: "field-service-technician",
      title: "Field service technician",
      summary: "Install, troubleshoot and replace hardware at our customers' sites in southern and western Sweden – with a car and tools from us.",
      description:
        "As a field service technician you are our face at the customer's site. You take assignments from our service desk and travel to offices, shops and datacenters.\n\n## What you will do\n\n- Install and replace computers, printers and network equipment\n- Troubleshoot hardware on site and document it in the ticket system\n- Help with larger rollouts",
      requirements: "- Experience of hardware support or installations\n- A driving licence (category B)\n- You speak Swedish and English",
      locations: ["Malmö", "Gothenburg"],
      department: "Field service",
    },
    fi: {
      slug: "kenttahuoltoteknikko",
      title: "Kenttähuoltoteknikko",
      summary: "Asenna, vianmääritä ja vaihda laitteita asiakkaidemme luona Etelä- ja Länsi-Ruotsissa – auto ja työkalut meiltä.",
      description:
        "Kenttähuoltoteknikkona olet kasvomme asiakkaan luona. Otat tehtäviä palvelupisteeltämme ja kuljet toimistoihin, myymälöihin ja konesaleihin.\n\n## Tehtäviisi kuuluu\n\n- Tietokoneiden, tulostimien ja verkkolaitteiden asennus ja vaihto\n- Laitevikojen selvittäminen paikan päällä ja kirjaaminen tikettijärjestelmään\n- Osallistuminen suurempiin käyttöönottoihin",
      requirements: "- Kokemusta laitetuesta tai asennuksista\n- B-ajokortti\n- Puhut ruotsia ja englantia",
      locations: ["Malmö, Ruotsi", "Göteborg, Ruotsi"],
      department: "Kenttäpalvelu",
    },
    no: {
      slug: "feltservicetekniker",
      title: "Feltservicetekniker",
      summary: "Installer, feilsøk og bytt maskinvare hos kundene våre i Sør- og Vest-Sverige – med bil og verktøy fra oss.",
      description:
        "Som feltservicetekniker er du ansiktet vårt ute hos kundene. Du tar oppdrag fra servicedesken vår og reiser til kontorer, butikker og datasentre.\n\n## Dette gjør du\n\n- Installerer og bytter datamaskiner, skrivere og nettverksutstyr\n- Feilsøker maskinvare på stedet og dokumenterer i sakssystemet\n- Hjelper til ved større utrullinger",
      requirements: "- Erfaring med maskinvarestøtte eller installasjoner\n- Førerkort klasse B\n- Du snakker svensk og engelsk",
      locations: ["Malmö, Sverige", "Göteborg, Sverige"],
      department: "Feltservice",
    },
  };
  const cloud: Record<"se" | "en" | "fi" | "no", Version> = {
    se: {
      slug: "molnkonsult-azure",
      title: "Molnkonsult, Azure",
      summary: "Hjälp våra kunder att flytta och driva sina system i Azure – hybridarbete från Stockholm eller Oslo.",
      description:
        "Du planerar och genomför flyttar till molnet, bygger landningszoner och hjälper kunderna att hålla kostnader och säkerhet i schack.\n\nDu arbetar i team med våra datacenter- och säkerhetsspecialister.",
      requirements: "- Flera års erfarenhet av Azure\n- Infrastruktur som kod (Bicep eller Terraform)\n- Gärna certifiering som Azure Solutions Architect",
      locations: ["Stockholm", "Oslo, Norge"],
      department: "Moln",
    },
    en: {
      slug: "cloud-consultant-azure",
      title: "Cloud consultant, Azure",
      summary: "Help our customers move and run their systems in Azure – hybrid work from Stockholm or Oslo.",
      description:
        "You plan and carry out migrations to the cloud, build landing zones and help customers keep costs and security under control.\n\nYou work in a team with our datacenter and security specialists.",
      requirements: "- Several years of experience with Azure\n- Infrastructure as code (Bicep or Terraform)\n- Ideally certified as an Azure Solutions Architect",
      locations: ["Stockholm", "Oslo, Norway"],
      department: "Cloud",
    },
    fi: {
      slug: "pilvikonsultti-azure",
      title: "Pilvikonsultti, Azure",
      summary: "Auta asiakkaitamme siirtämään ja ylläpitämään järjestelmiään Azuressa – hybridityötä Tukholmasta tai Oslosta.",
      description:
        "Suunnittelet ja toteutat pilvisiirtoja, rakennat landing zone -ympäristöjä ja autat asiakkaita pitämään kustannukset ja tietoturvan hallinnassa.\n\nTyöskentelet tiimissä konesali- ja tietoturva-asiantuntijoidemme kanssa.",
      requirements: "- Useamman vuoden kokemus Azuresta\n- Infrastruktuuri koodina (Bicep tai Terraform)\n- Mieluiten Azure Solutions Architect -sertifikaatti",
      locations: ["Tukholma, Ruotsi", "Oslo, Norja"],
      department: "Pilvi",
    },
    no: {
      slug: "skykonsulent-azure",
      title: "Skykonsulent, Azure",
      summary: "Hjelp kundene våre med å flytte og drifte systemene sine i Azure – hybridarbeid fra Stockholm eller Oslo.",
      description:
        "Du planlegger og gjennomfører flyttinger til skyen, bygger landingssoner og hjelper kundene med å holde kostnader og sikkerhet under kontroll.\n\nDu jobber i team med våre spesialister på datasenter og sikkerhet.",
      requirements: "- Flere års erfaring med Azure\n- Infrastruktur som kode (Bicep eller Terraform)\n- Gjerne sertifisert som Azure Solutions Architect",
      locations: ["Stockholm, Sverige", "Oslo"],
      department: "Sky",
    },
  };
  const projectManager: Record<"se" | "en" | "fi" | "no", Version> = {
    se: {
      slug: "it-projektledare",
      title: "IT-projektledare, utrullningar",
      summary: "Led utrullningar av datorer och nätverk över hela Norden – på distans, med resor vid behov.",
      description:
        "Du leder projekt där hundratals arbetsplatser byts ut på kort tid: planering, leverantörer, tekniker på plats och löpande rapportering till kunden.",
      requirements: "- Erfarenhet av att leda IT-projekt\n- Du är strukturerad och trivs med många kontakter\n- Svenska, finska eller norska och engelska",
      locations: ["Helsingfors, Finland"],
      department: "Projektledning",
    },
    en: {
      slug: "it-project-manager",
      title: "IT project manager, rollouts",
      summary: "Lead rollouts of computers and networks across the Nordics – remotely, with travel when needed.",
      description:
        "You lead projects in which hundreds of workplaces are replaced in a short time: planning, suppliers, technicians on site and regular reporting to the customer.",
      requirements: "- Experience of leading IT projects\n- You are structured and enjoy working with many people\n- Swedish, Finnish or Norwegian, and English",
      locations: ["Helsinki, Finland"],
      department: "Project management",
    },
    fi: {
      slug: "it-projektipaallikko",
      title: "IT-projektipäällikkö, käyttöönotot",
      summary: "Johda tietokoneiden ja verkkojen käyttöönottoja koko Pohjolassa – etätyönä, matkustaen tarvittaessa.",
      description:
        "Johdat projekteja, joissa satoja työpisteitä vaihdetaan lyhyessä ajassa: suunnittelu, toimittajat, teknikot paikan päällä ja säännöllinen raportointi asiakkaalle.",
      requirements: "- Kokemusta IT-projektien johtamisesta\n- Olet järjestelmällinen ja viihdyt monien ihmisten kanssa\n- Ruotsi, suomi tai norja sekä englanti",
      locations: ["Helsinki"],
      department: "Projektinhallinta",
    },
    no: {
      slug: "it-prosjektleder",
      title: "IT-prosjektleder, utrullinger",
      summary: "Led utrullinger av datamaskiner og nettverk i hele Norden – på fjernarbeid, med reiser ved behov.",
      description:
        "Du leder prosjekter der hundrevis av arbeidsplasser byttes ut på kort tid: planlegging, leverandører, teknikere på stedet og løpende rapportering til kunden.",
      requirements: "- Erfaring med å lede IT-prosjekter\n- Du er strukturert og trives med mange kontakter\n- Svensk, finsk eller norsk, og engelsk",
      locations: ["Helsingfors, Finland"],
      department: "Prosjektledelse",
    },
  };
  return [
    { employmentType: "contract", remote: "remote", closingDate: laterDay(90, now), translations: projectManager },
    { employmentType: "full-time", remote: "hybrid", closingDate: null, translations: cloud },
    { employmentType: "full-time", remote: "on-site", closingDate: laterDay(45, now), translations: fieldService },
  ];
}

export const jobsDemoSeed: DemoSeed = {
  name: "jobs",
  async seed({ db, jobs }) {
    if (await db.selectFrom("jobs").select("id").limit(1).executeTakeFirst()) return;
    for (const input of demoJobs()) {
      const created = await jobs.create(input, { example: true });
      // Another instance starting at the same moment published the same examples: their slugs are taken.
      if (!created.ok) return;
      await jobs.publish(created.job.id);
    }
  },
};
