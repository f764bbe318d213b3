// A job's schema.org JobPosting (Google's job search reads it): offered for an open job only — a closed job's page
// says it is closed and carries no posting.
import type { Organization } from "../../content/organisation.ts";
import { HTML_LANG } from "../lib/languages.ts";
import { closingMoment } from "./job-closing.ts";
import { SCHEMA_EMPLOYMENT_TYPES, type JobView } from "./jobs-contract.ts";

/** Country names in the four languages (and English) → ISO 3166 code, for "City, Country" locations. */
const COUNTRIES: Readonly<Record<string, string>> = {
  sverige: "SE",
  sweden: "SE",
  ruotsi: "SE",
  se: "SE",
  norge: "NO",
  norway: "NO",
  norja: "NO",
  no: "NO",
  danmark: "DK",
  denmark: "DK",
  tanska: "DK",
  dk: "DK",
  finland: "FI",
  suomi: "FI",
  fi: "FI",
};

/** "Oslo, Norge" → Oslo in NO; "Malmö" → Malmö in the company's own country. */
export function placeOf(location: string, defaultCountry: string): { locality: string; country: string } {
  const comma = location.lastIndexOf(",");
  if (comma > 0) {
    const country = COUNTRIES[location.slice(comma + 1).trim().toLowerCase()];
    if (country) return { locality: location.slice(0, comma).trim(), country };
  }
  return { locality: location.trim(), country: defaultCountry };
}

export interface JobPostingInput {
  job: JobView;
  siteUrl: string;
  organization: Organization;
  /** The description as HTML (Google wants the formatted text). */
  descriptionHtml: string;
}

export function jobPosting({ job, siteUrl, organization, descriptionHtml }: JobPostingInput): Record<string, unknown> {
  const places = job.locations.map((location) => placeOf(location, organization.address.country));
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml,
    datePosted: (job.publishedAt ?? job.updatedAt).slice(0, 10),
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: organization.name,
      sameAs: `${siteUrl}/`,
    },
    identifier: { "@type": "PropertyValue", name: organization.name, value: job.id },
    url: `${siteUrl}/${job.lang}/jobs/${job.slug}`,
    inLanguage: HTML_LANG[job.lang],
    directApply: true,
  };
  if (job.closingDate) posting.validThrough = closingMoment(job.closingDate);
  if (places.length) {
    posting.jobLocation = places.map((place) => ({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: place.locality, addressCountry: place.country },
    }));
  }
  if (job.remote === "remote") {
    posting.jobLocationType = "TELECOMMUTE";
    // A remote job names where applicants may live: the countries of its places, else the countries the company serves.
    const countries = places.length ? [...new Set(places.map((place) => place.country))] : [...new Set(["SE", "NO", "DK", "FI"])];
    posting.applicantLocationRequirements = countries.map((code) => ({ "@type": "Country", name: code }));
  }
  return posting;
}
