import { describe, expect, it } from "vitest";
import { formatCountdown, isSessionTimeoutRoute } from "./session-timeout-rules.ts";

describe("isSessionTimeoutRoute", () => {
  it.each([
    ["/se/auth", ""],
    ["/en/dashboard", ""],
    ["/fi/user-auth", ""],
    ["/no/admin", ""],
    ["/se/jobb", ""],
    ["/se/jobs/apply", ""],
    ["/se", "?component=chat"],
    ["/en/molntjanster", "?component=KONTAKT"],
    ["/se/kontakt", "?x=1&component=Chat"],
  ])("covers %s%s", (pathname, search) => {
    expect(isSessionTimeoutRoute(pathname, search)).toBe(true);
  });

  it.each([
    ["/se", ""],
    ["/se/kontakt", ""],
    ["/en/molntjanster", "?component=other"],
    // Only the first segment after the prefix counts.
    ["/se/news/admin", ""],
    ["/admin", ""],
  ])("leaves %s%s alone", (pathname, search) => {
    expect(isSessionTimeoutRoute(pathname, search)).toBe(false);
  });
});

describe("formatCountdown", () => {
  it.each([
    [300, "5:00"],
    [299, "4:59"],
    [61, "1:01"],
    [9.2, "0:10"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("%s seconds read %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
