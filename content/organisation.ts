// The one source of the company's own data; values the specification omits come from configuration (README).
export interface Organization {
  name: string;
  legalName: string;
  telephone: string;
  email: string;
  address: {
    street: string;
    locality: string;
    postalCode: string;
    region: string;
    country: string;
  };
  areaServed: string[];
  languages: string[];
  foundingYear: number;
}

export const ORGANIZATION_DEFAULTS: Organization = {
  name: "Nordic IT Services",
  legalName: "Nordic IT Services AB",
  telephone: "+46 40 123 45 00",
  email: "info@example.com",
  address: {
    street: "Stortorget 1",
    locality: "Malmö",
    postalCode: "211 22",
    region: "Skåne",
    country: "SE",
  },
  areaServed: ["Sweden", "Norway", "Denmark", "Finland"],
  languages: ["Swedish", "English", "Norwegian", "Finnish"],
  foundingYear: 2023,
};
