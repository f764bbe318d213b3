import { describe, expect, it } from "vitest";
import { ConfigError, isPreviewHost, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", dataDir: "./data", siteUrl: "http://localhost:3000", previewHosts: [] });
    expect(config.databaseUrl).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      SITE_URL: "https://www.example.se/",
      PREVIEW_HOSTS: "*.preview.example.net, staging.example.se",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/site",
      databaseUrl: "postgres://u:p@db:5432/site",
      siteUrl: "https://www.example.se",
      previewHosts: ["*.preview.example.net", "staging.example.se"],
    });
  });

  it("stops with a list of every bad value", () => {
    try {
      parseConfig({ PORT: "eighty", SITE_URL: "ftp://example.se", DATABASE_URL: "mysql://x", PREVIEW_HOSTS: "bad host!" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration:/);
      for (const name of ["PORT", "SITE_URL", "DATABASE_URL", "PREVIEW_HOSTS"]) expect(message).toContain(`${name}:`);
    }
  });

  it("refuses a SITE_URL with a path", () => {
    expect(() => parseConfig({ SITE_URL: "https://example.se/se" })).toThrow(/SITE_URL/);
  });

  it("matches preview hosts exactly or by *.suffix", () => {
    const hosts = ["*.preview.example.net", "staging.example.se"];
    expect(isPreviewHost("pr-1.preview.example.net", hosts)).toBe(true);
    expect(isPreviewHost("staging.example.se:443", hosts)).toBe(true);
    expect(isPreviewHost("www.example.se", hosts)).toBe(false);
    expect(isPreviewHost("preview.example.net.evil.com", hosts)).toBe(false);
  });

  it.each([
    ["false", false],
    ["true", 1],
    ["2", 2],
    ["10.0.0.1, 10.0.0.0/8", ["10.0.0.1", "10.0.0.0/8"]],
    ["loopback", ["loopback"]],
  ])("reads TRUST_PROXY=%s as %o (never every hop)", (value, trust) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it("refuses a TRUST_PROXY it cannot read", () => {
    expect(() => parseConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("reads the account settings, keeping a short timeout's warning shorter than itself", () => {
    const config = parseConfig({});
    expect(config.auth).toEqual({ secret: undefined, sessionIdleTimeoutSeconds: 1800, sessionWarningSeconds: 300, attemptsPerAddress: 100, admin: null });
    expect(parseConfig({ SESSION_IDLE_TIMEOUT_SECONDS: "3" }).auth.sessionWarningSeconds).toBe(1);
    expect(() => parseConfig({ SESSION_IDLE_TIMEOUT_SECONDS: "600", SESSION_WARNING_SECONDS: "600" })).toThrow(/SESSION_WARNING_SECONDS/);
    expect(() => parseConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("stops on a first administrator whose password breaks the rules, saying why", () => {
    expect(() => parseConfig({ ADMIN_EMAIL: "boss@example.se" })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseConfig({ ADMIN_EMAIL: "boss@example.se", ADMIN_PASSWORD: "sommar2024" })).toThrow(/ADMIN_PASSWORD: the password is refused: in the list of common passwords/);
    expect(() => parseConfig({ ADMIN_EMAIL: "boss@example.se", ADMIN_PASSWORD: "kort" })).toThrow(/shorter than 10 characters/);
    expect(() => parseConfig({ ADMIN_EMAIL: "boss@example.se", ADMIN_PASSWORD: "the-boss-is-here-77" })).toThrow(/local part/);
    const config = parseConfig({ ADMIN_EMAIL: "Boss@Example.se", ADMIN_PASSWORD: "Fjällräven-Kanot-Vind-42" });
    expect(config.auth.admin).toEqual({ email: "boss@example.se", password: "Fjällräven-Kanot-Vind-42" });
  });
});
