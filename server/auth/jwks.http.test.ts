// JWTs for other services: GET /api/auth/token signs one for the session, and the key set at the site root
// (/.well-known/jwks.json) verifies it, fetched over HTTP by jose as a remote service would.
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { signedUpUser, type TestApp } from "./auth-test-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /.well-known/jwks.json", () => {
  it("verifies the token /api/auth/token gives a signed-in user", async () => {
    const browser = await signedUpUser(t, "jwt@example.se");
    const res = await browser.get("/api/auth/token");
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };

    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const keys = createRemoteJWKSet(new URL("/.well-known/jwks.json", address));
    const { payload, protectedHeader } = await jwtVerify(token, keys, { issuer: t.config.siteUrl, audience: t.config.siteUrl });
    const user = await t.db.selectFrom("user").select("id").where("email", "=", "jwt@example.se").executeTakeFirstOrThrow();
    expect(payload.sub).toBe(user.id);
    expect(payload.email).toBe("jwt@example.se");
    expect(protectedHeader.alg).toBe("EdDSA");

    const jwks = await t.app.inject({ url: "/.well-known/jwks.json" });
    expect(jwks.headers["cache-control"]).toBe("public, max-age=600");
    expect((jwks.json() as { keys: { kid: string }[] }).keys.map((key) => key.kid)).toContain(protectedHeader.kid);
  });

  it("gives no token without a session", async () => {
    expect((await t.app.inject({ url: "/api/auth/token" })).statusCode).toBe(401);
  });
});
