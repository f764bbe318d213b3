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

  it("reads the nightly site audit's hour (UTC, 2 by default) or off, and refuses anything else", () => {
    expect(parseConfig({}).auditNightlyHourUtc).toBe(2);
    expect(parseConfig({ AUDIT_NIGHTLY_HOUR: "0" }).auditNightlyHourUtc).toBe(0);
    expect(parseConfig({ AUDIT_NIGHTLY_HOUR: "23" }).auditNightlyHourUtc).toBe(23);
    expect(parseConfig({ AUDIT_NIGHTLY_HOUR: "off" }).auditNightlyHourUtc).toBeNull();
    for (const bad of ["24", "-1", "2am", "yes"]) expect(() => parseConfig({ AUDIT_NIGHTLY_HOUR: bad })).toThrow(/AUDIT_NIGHTLY_HOUR/);
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

  describe("the AI assistant (AI_*)", () => {
    it("reads the chat API, and the embedding model for hybrid retrieval when one is named", () => {
      expect(parseConfig({}).ai).toBeNull();
      expect(parseConfig({ AI_BASE_URL: "http://localhost:11434/v1/" }).ai).toEqual({
        baseUrl: "http://localhost:11434/v1",
        apiKey: undefined,
        model: "gpt-4o-mini",
        timeoutMs: 20_000,
        embeddingModel: undefined,
      });
      expect(parseConfig({ AI_BASE_URL: "https://api.openai.com/v1", AI_EMBEDDING_MODEL: " text-embedding-3-small " }).ai?.embeddingModel).toBe(
        "text-embedding-3-small",
      );
      expect(parseConfig({ AI_BASE_URL: "http://localhost:11434/v1", AI_EMBEDDING_MODEL: "nomic-embed-text:latest" }).ai?.embeddingModel).toBe(
        "nomic-embed-text:latest",
      );
    });

    it("refuses an embedding model name it cannot send, and one without AI_BASE_URL", () => {
      expect(() => parseConfig({ AI_BASE_URL: "https://api.openai.com/v1", AI_EMBEDDING_MODEL: "text embedding" })).toThrow(
        /AI_EMBEDDING_MODEL: must be an embedding model name/,
      );
      expect(() => parseConfig({ AI_BASE_URL: "https://api.openai.com/v1", AI_EMBEDDING_MODEL: "x".repeat(201) })).toThrow(/AI_EMBEDDING_MODEL/);
      expect(() => parseConfig({ AI_EMBEDDING_MODEL: "text-embedding-3-small" })).toThrow(/AI_EMBEDDING_MODEL: needs AI_BASE_URL/);
    });
  });

  describe("staff sign-in with the company's identity provider (OIDC_*)", () => {
    const entra = {
      OIDC_ISSUER: "https://login.microsoftonline.com/0b6c2f5e-1111-4a4e-9c1d-2f3b4c5d6e7f/v2.0",
      OIDC_CLIENT_ID: "5f1e2d3c-aaaa-bbbb-cccc-123456789abc",
      OIDC_CLIENT_SECRET: "a-client-secret-from-entra",
    };

    it("is off without its variables", () => {
      expect(parseConfig({}).sso).toBeNull();
    });

    it("reads the three variables with the defaults of the optional ones: new SSO accounts are agents", () => {
      expect(parseConfig(entra).sso).toEqual({
        issuer: entra.OIDC_ISSUER,
        clientId: entra.OIDC_CLIENT_ID,
        clientSecret: entra.OIDC_CLIENT_SECRET,
        displayName: "Microsoft Entra ID",
        allowedDomains: [],
        defaultRole: "agent",
      });
    });

    it("reads the button label, the allowed domains and the role of new accounts", () => {
      const sso = parseConfig({
        ...entra,
        OIDC_ISSUER: "https://idp.example.se/realms/staff/",
        OIDC_DISPLAY_NAME: "Företagets inloggning",
        OIDC_ALLOWED_DOMAINS: "Example.se, @staff.example.fi",
        OIDC_DEFAULT_ROLE: "user",
      }).sso;
      expect(sso).toMatchObject({
        issuer: "https://idp.example.se/realms/staff",
        displayName: "Företagets inloggning",
        allowedDomains: ["example.se", "staff.example.fi"],
        defaultRole: "user",
      });
    });

    it("stops when only some of the three are set, naming the missing ones", () => {
      expect(() => parseConfig({ OIDC_ISSUER: entra.OIDC_ISSUER })).toThrow(
        /OIDC_CLIENT_ID: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all\n.*OIDC_CLIENT_SECRET:/,
      );
      expect(() => parseConfig({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "secret" })).toThrow(/OIDC_ISSUER: .*together/);
    });

    it("wants https, except for a provider on this machine", () => {
      expect(() => parseConfig({ ...entra, OIDC_ISSUER: "http://idp.example.se" })).toThrow(/OIDC_ISSUER: must be an https:\/\/ URL/);
      expect(() => parseConfig({ ...entra, OIDC_ISSUER: "not a url" })).toThrow(/OIDC_ISSUER/);
      expect(parseConfig({ ...entra, OIDC_ISSUER: "http://127.0.0.1:4100" }).sso?.issuer).toBe("http://127.0.0.1:4100");
      expect(parseConfig({ ...entra, OIDC_ISSUER: "http://localhost:4100/" }).sso?.issuer).toBe("http://localhost:4100");
    });

    it("refuses Entra ID's shared endpoints, which would let any tenant's people in", () => {
      for (const tenant of ["common", "organizations", "consumers"]) {
        expect(() => parseConfig({ ...entra, OIDC_ISSUER: `https://login.microsoftonline.com/${tenant}/v2.0` })).toThrow(/OIDC_ISSUER: must name one tenant/);
      }
    });

    it("refuses an administrator role for new accounts and domains it cannot read", () => {
      expect(() => parseConfig({ ...entra, OIDC_DEFAULT_ROLE: "admin" })).toThrow(/OIDC_DEFAULT_ROLE: must be agent or user/);
      expect(() => parseConfig({ ...entra, OIDC_ALLOWED_DOMAINS: "example.se, not a domain" })).toThrow(/OIDC_ALLOWED_DOMAINS/);
    });
  });
  describe("voice", () => {
    it("has no speech service offline, and falls back to the AI service's URL and key", () => {
      expect(parseConfig({}).voice.service).toBeNull();
      expect(parseConfig({ AI_BASE_URL: "https://api.openai.com/v1/", AI_API_KEY: "sk-ai" }).voice.service).toMatchObject({
        baseUrl: "https://api.openai.com/v1",
        apiKey: "sk-ai",
        transcribeModel: "whisper-1",
        speechModel: undefined,
        realtimeModel: undefined,
      });
    });

    it("uses its own service and key when named, and never sends the AI key to it", () => {
      const service = parseConfig({ AI_BASE_URL: "https://api.openai.com/v1", AI_API_KEY: "sk-ai", VOICE_BASE_URL: "http://speaches:8000/v1" }).voice.service;
      expect(service).toMatchObject({ baseUrl: "http://speaches:8000/v1", apiKey: undefined });
      expect(parseConfig({ VOICE_BASE_URL: "http://speaches:8000/v1", VOICE_API_KEY: "k", VOICE_SPEECH_MODEL: "tts-1" }).voice.service?.speechModel).toBe("tts-1");
    });

    it("refuses a model name with spaces and a URL that is not http(s)", () => {
      expect(() => parseConfig({ VOICE_BASE_URL: "https://x.example/v1", VOICE_TRANSCRIBE_MODEL: "whisper one" })).toThrow(/VOICE_TRANSCRIBE_MODEL/);
      expect(() => parseConfig({ VOICE_BASE_URL: "ftp://x.example" })).toThrow(/VOICE_BASE_URL/);
    });
  });
});
