import { describe, expect, it } from "vitest";
import { ORGANIZATION_DEFAULTS } from "../../content/organisation.ts";
import { buildHead, type HeadInput } from "../lib/seo.ts";
import { jobPosting, placeOf } from "./job-posting.ts";
import type { JobView } from "./jobs-contract.ts";

const job: JobView = {
  id: "7c23ea03-a7f8-4703-a688-1dd9226a5e65",
  lang: "en",
  slug: "cloud-consultant",
  title: "Cloud consultant",
  summary: "Help our customers.",
  description: "Text",
  requirements: "",
  locations: ["Stockholm", "Oslo, Norway"],
  department: "Cloud",
  employmentType: "contract",
  remote: "hybrid",
  closingDate: "2027-01-31",
  status: "published",
  open: true,
  example: false,
  publishedAt: "2026-11-24T08:00:00.000Z",
  updatedAt: "2026-11-25T08:00:00.000Z",
  slugs: { en: "cloud-consultant", se: "molnkonsult" },
};

describe("a job's JobPosting", () => {
  it("has what Google's job search asks for", () => {
    expect(jobPosting({ job, siteUrl: "https://www.example.se", organization: ORGANIZATION_DEFAULTS, descriptionHtml: "<p>Text</p>" })).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Cloud consultant",
      description: "<p>Text</p>",
      datePosted: "2026-11-24",
      validThrough: "2027-01-31T23:59:59.000+01:00",
      employmentType: "CONTRACTOR",
      hiringOrganization: { "@type": "Organization", "@id": "https://www.example.se/#organization", name: "Nordic IT Services", sameAs: "https://www.example.se/" },
      identifier: { "@type": "PropertyValue", name: "Nordic IT Services", value: job.id },
      url: "https://www.example.se/en/jobs/cloud-consultant",
      inLanguage: "en",
      directApply: true,
      jobLocation: [
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Stockholm", addressCountry: "SE" } },
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Oslo", addressCountry: "NO" } },
      ],
    });
  });

  it("marks a remote job TELECOMMUTE with the countries its applicants may live in", () => {
    const remote = jobPosting({ job: { ...job, remote: "remote", locations: [], closingDate: null }, siteUrl: "https://x.se", organization: ORGANIZATION_DEFAULTS, descriptionHtml: "" });
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: ["SE", "NO", "DK", "FI"].map((name) => ({ "@type": "Country", name })) });
    expect(remote).not.toHaveProperty("jobLocation");
    expect(remote).not.toHaveProperty("validThrough");
  });

  it.each([
    ["Malmö", { locality: "Malmö", country: "SE" }],
    ["Helsingfors, Finland", { locality: "Helsingfors", country: "FI" }],
    ["Tukholma, Ruotsi", { locality: "Tukholma", country: "SE" }],
    ["Aarhus, Danmark", { locality: "Aarhus", country: "DK" }],
    ["Bergen, NO", { locality: "Bergen", country: "NO" }],
    ["Lund, Skåne", { locality: "Lund, Skåne", country: "SE" }],
  ])("reads %s as a place", (location, place) => {
    expect(placeOf(location, "SE")).toEqual(place);
  });
});

describe("the head of a page in some languages only", () => {
  const input: HeadInput = {
    lang: "en",
    siteUrl: "https://www.example.se",
    siteName: "Nordic IT Services",
    organization: ORGANIZATION_DEFAULTS,
    organizationDescription: "",
    title: "Jobs",
    description: "",
    localizedPath: "/jobs",
    noindex: false,
    breadcrumbs: [],
    shareImage: { image: "jobs", alt: "" },
  };

  it("names only those languages, each at its own path, and defaults to the first", () => {
    const head = buildHead({ ...input, localizedPath: "/jobs/cloud-consultant", languagePaths: { en: "/jobs/cloud-consultant", fi: "/jobs/pilvikonsultti" } });
    expect(head.links).toEqual([
      { rel: "canonical", href: "https://www.example.se/en/jobs/cloud-consultant" },
      { rel: "alternate", hrefLang: "en", href: "https://www.example.se/en/jobs/cloud-consultant" },
      { rel: "alternate", hrefLang: "fi", href: "https://www.example.se/fi/jobs/pilvikonsultti" },
      { rel: "alternate", hrefLang: "x-default", href: "https://www.example.se/en/jobs/cloud-consultant" },
    ]);
    expect(head.meta.filter((m) => m.property === "og:locale:alternate").map((m) => m.content)).toEqual(["fi_FI"]);
  });

  it("is unchanged for every other page", () => {
    const head = buildHead(input);
    expect(head.links.map((link) => link.hrefLang ?? link.rel)).toEqual(["canonical", "sv", "en", "fi", "nb", "x-default"]);
    expect(head.links.at(-1)).toEqual({ rel: "alternate", hrefLang: "x-default", href: "https://www.example.se/se/jobs" });
    expect(head.meta.filter((m) => m.property === "og:locale:alternate").map((m) => m.content)).toEqual(["sv_SE", "fi_FI", "nb_NO"]);
    expect(buildHead({ ...input, localizedPath: null, path: "/qa-audit-pro" }).links).toEqual([{ rel: "canonical", href: "https://www.example.se/qa-audit-pro" }]);
  });
});
