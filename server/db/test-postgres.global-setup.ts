// Vitest global set-up: one throwaway PostgreSQL for the whole run, so database tests run on PGlite and PostgreSQL.
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop() {} }
    : await startThrowawayPostgres();
  if (!postgres && process.env.CI) {
    throw new Error("CI must test on PostgreSQL too: install postgresql-15 (see .ci/run) or set TEST_DATABASE_URL.");
  }
  if (!postgres) console.warn("PostgreSQL binaries not found: database tests run on PGlite only.");
  project.provide("postgresUrl", postgres?.url ?? "");
  return () => postgres?.stop();
}
