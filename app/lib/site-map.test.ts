import { describe, expect, it } from "vitest";
import { loadsBehindSpinner } from "./site-map.ts";

describe("loadsBehindSpinner", () => {
  it.each([
    ["/se/admin", ""],
    ["/admin", ""],
    ["/en/auth", ""],
    ["/auth", ""],
    ["/fi/dashboard", ""],
    ["/no/user-auth", ""],
    ["/user-auth", ""],
    ["/se/jobs/apply", ""],
    ["/jobs/apply", ""],
    ["/se", "?component=kontakt"],
    ["/en/itad", "?component=CHAT"],
    ["/en/itad", "?x=1&component=Kontakt"],
  ])("%s%s shows the spinner", (path, search) => {
    expect(loadsBehindSpinner(path, search)).toBe(true);
  });

  it.each([
    ["/se", ""],
    ["/se/jobs", ""],
    ["/se/kontakt", ""],
    ["/se/itad", "?component=other"],
    ["/se/admin/extra", ""],
  ])("%s%s does not", (path, search) => {
    expect(loadsBehindSpinner(path, search)).toBe(false);
  });
});
