import { describe, expect, it } from "vitest";
import { safeRedirectTarget, signInPath } from "./redirect-target.ts";

describe("safeRedirectTarget", () => {
  it.each([
    ["/se/kontakt", "/se/kontakt"],
    ["/en/user-auth?tab=security#sessions", "/en/user-auth?tab=security#sessions"],
    ["/se/admin", "/se/admin"],
    ["/se/../en/dashboard", "/en/dashboard"],
    // An encoded tab is part of a path here, not a way to another host.
    ["/%09/evil.example", "/%09/evil.example"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirectTarget(value, "se")).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/se"],
    ["//evil.example/se"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["javascript:alert(1)"],
    ["se/dashboard"],
    ["/se/auth"],
    ["/en/auth?redirectTo=/en/auth"],
  ])("sends %s to the dashboard instead", (value) => {
    expect(safeRedirectTarget(value, "en")).toBe("/en/dashboard");
  });
});

describe("signInPath", () => {
  it("carries the way back, encoded", () => {
    expect(signInPath("se", "/se/admin?x=1&y=2")).toBe("/se/auth?redirectTo=%2Fse%2Fadmin%3Fx%3D1%26y%3D2");
    expect(signInPath("fi")).toBe("/fi/auth");
  });
});
