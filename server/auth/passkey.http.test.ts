// Passkeys (@better-auth/passkey 1.7.6 on core 1.7.25) with a software authenticator: register while signed in,
// then sign in with the passkey alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { Browser, securityEvents, signedUpUser, type TestApp } from "./auth-test-client.ts";
import { SoftwareAuthenticator } from "./software-authenticator.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("passkeys", () => {
  it("register for the signed-in user and sign in alone, with the site's host as relying party", async () => {
    const email = "passkey@example.se";
    const browser = await signedUpUser(t, email);
    const authenticator = new SoftwareAuthenticator(t.config.siteUrl);

    const options = await browser.get("/api/auth/passkey/generate-register-options");
    expect(options.statusCode).toBe(200);
    const creation = options.json() as { challenge: string; rp: { id: string; name: string } };
    expect(creation.rp).toEqual({ id: "www.example.se", name: "Nordic IT Services" });
    const registered = await browser.post("/api/auth/passkey/verify-registration", { response: authenticator.register(creation.challenge), name: "Laptop" });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ name: "Laptop" });

    const elsewhere = new Browser(t);
    const request = (await elsewhere.get("/api/auth/passkey/generate-authenticate-options")).json() as { challenge: string };
    const signIn = await elsewhere.post("/api/auth/passkey/verify-authentication", { response: authenticator.authenticate(request.challenge) });
    expect(signIn.statusCode).toBe(200);
    expect(((await elsewhere.get("/api/auth/get-session")).json() as { user: { email: string } }).user.email).toBe(email);
    expect((await securityEvents(t, "sign_in")).filter((e) => e.email === email).map((e) => e.details.method)).toContain("passkey");
  });
});
