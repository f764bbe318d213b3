// The connection code (CSPRNG, alphabet, hash) and the TURN credentials in coturn's REST scheme, and their config.
import { describe, expect, it } from "vitest";
import { SCREEN_SHARE_CODE_ALPHABET, shareCodeSchema } from "../../app/chat/screen-share-contract.ts";
import { ConfigError, parseConfig } from "../config.ts";
import { generateShareCode, hashShareCode } from "./codes.ts";
import { iceServersFor, turnCredentials } from "./ice.ts";

describe("connection codes", () => {
  it("are 6 uppercase letters and digits from the unambiguous alphabet", () => {
    for (let i = 0; i < 500; i++) expect(generateShareCode()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it("use every character of the alphabet about equally often (no modulo bias, no fixed pattern)", () => {
    const counts = new Map<string, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i++) for (const c of generateShareCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(SCREEN_SHARE_CODE_ALPHABET.length);
    const expected = (draws * 6) / SCREEN_SHARE_CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
    const codes = new Set(Array.from({ length: 2000 }, generateShareCode));
    expect(codes.size).toBeGreaterThan(1995);
  });

  it("are stored as a hash that does not contain the code", () => {
    const code = generateShareCode();
    const hash = hashShareCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
    expect(hashShareCode(code)).toBe(hash);
    expect(hashShareCode("ABCDEF")).not.toBe(hashShareCode("ABCDEG"));
  });

  it("are accepted as typed on the phone (spaces, dashes, lower case) but never in another shape", () => {
    expect(shareCodeSchema.parse(" ab3-k7q ")).toBe("AB3K7Q");
    expect(shareCodeSchema.safeParse("AB3K7").success).toBe(false);
    expect(shareCodeSchema.safeParse("AB3K7QX").success).toBe(false);
    expect(shareCodeSchema.safeParse("AB0K7Q").success).toBe(false); // 0 is not in the alphabet
    expect(shareCodeSchema.safeParse("AB'K7Q").success).toBe(false);
  });
});

describe("TURN credentials (coturn REST scheme)", () => {
  const id = "5b1c9c1e-8f1e-4c59-9a55-3c1f2f0d6a11";

  it("are expiry:id signed with HMAC-SHA1 in base64 (vector computed with Python's hmac)", () => {
    const now = 1_764_000_000_000;
    expect(turnCredentials("coturn-static-auth-secret", id, 600, now)).toEqual({
      username: `1764000600:${id}`,
      credential: "jjb8TWia8UFsZ5MMeMBafCM/wvY=",
    });
  });

  it("change with the secret and the expiry", () => {
    const a = turnCredentials("secret-one-0123456789", id, 600, 1_764_000_000_000);
    expect(turnCredentials("secret-two-0123456789", id, 600, 1_764_000_000_000).credential).not.toBe(a.credential);
    expect(turnCredentials("secret-one-0123456789", id, 601, 1_764_000_000_000).username).not.toBe(a.username);
  });

  it("go into the ICE server list only with TURN configured; STUN goes without credentials", () => {
    const stunOnly = { stunUrls: ["stun:stun.example.net:3478"], turnUrls: [], turnSecret: undefined, turnTtlSeconds: 3600 };
    expect(iceServersFor(stunOnly, id)).toEqual([{ urls: ["stun:stun.example.net:3478"] }]);
    expect(iceServersFor({ ...stunOnly, stunUrls: [] }, id)).toEqual([]);
    const both = { ...stunOnly, turnUrls: ["turn:turn.example.net:3478?transport=udp", "turns:turn.example.net:5349?transport=tcp"], turnSecret: "s3cret-s3cret-s3cret" };
    const servers = iceServersFor(both, id, 1_764_000_000_000);
    expect(servers[1]).toEqual({ urls: both.turnUrls, ...turnCredentials("s3cret-s3cret-s3cret", id, 3600, 1_764_000_000_000) });
    expect(servers[1]!.username).toBe(`1764003600:${id}`);
  });
});

describe("STUN/TURN configuration", () => {
  const base = { SITE_URL: "https://www.example.se" };

  it("parses comma-separated URLs", () => {
    const config = parseConfig({
      ...base,
      STUN_URLS: "stun:stun1.example.net:3478, stun:stun2.example.net",
      TURN_URLS: "turn:turn.example.net:3478?transport=udp,turns:turn.example.net:5349?transport=tcp",
      TURN_SECRET: "a-long-enough-secret",
      TURN_TTL_SECONDS: "900",
    });
    expect(config.screenShare).toEqual({
      stunUrls: ["stun:stun1.example.net:3478", "stun:stun2.example.net"],
      turnUrls: ["turn:turn.example.net:3478?transport=udp", "turns:turn.example.net:5349?transport=tcp"],
      turnSecret: "a-long-enough-secret",
      turnTtlSeconds: 900,
    });
    expect(parseConfig(base).screenShare).toEqual({ stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlSeconds: 3600 });
  });

  it("refuses a wrong scheme, TURN without its secret and a secret without TURN", () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig({ ...base, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ STUN_URLS: "https://stun.example.net" })[0]).toMatch(/^STUN_URLS: must be comma-separated stun: URLs/);
    expect(problems({ TURN_URLS: "stun:turn.example.net" })[0]).toMatch(/^TURN_URLS: must be comma-separated turn: URLs/);
    expect(problems({ TURN_URLS: "turn:turn.example.net:3478" })).toEqual([expect.stringMatching(/^TURN_SECRET: needed with TURN_URLS/)]);
    expect(problems({ TURN_SECRET: "a-long-enough-secret" })).toEqual([expect.stringMatching(/^TURN_URLS: TURN_SECRET is set but no TURN_URLS/)]);
    expect(problems({ TURN_URLS: "turn:turn.example.net", TURN_SECRET: "short" })[0]).toMatch(/^TURN_SECRET: must be at least 16/);
  });
});
