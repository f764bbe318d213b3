// What the console journeys share: staff accounts made as a person becomes staff — signed up and confirmed by mail,
// given the role by the first administrator, and enrolled in TOTP — signed in inside a browser context.
import { expect, type BrowserContext } from "@playwright/test";
import { URI, type TOTP } from "otpauth";
import { ADMIN } from "../../playwright.config.ts";
import { createAccount, PASSWORD, uniqueEmail } from "./account-helpers.ts";

export interface StaffMember {
  email: string;
  name: string;
  userId: string;
  totp: TOTP;
}

/** A confirmed account with the role, enrolled in TOTP, signed in within `context` (its cookies are the context's). */
export async function signedInStaff(context: BrowserContext, baseURL: string, role: "agent" | "admin", name: string): Promise<StaffMember> {
  const email = uniqueEmail(role);
  const request = context.request;
  await createAccount(request, baseURL, name, email);

  // The first administrator gives the role, from a context of its own.
  const adminContext = await context.browser()!.newContext({ baseURL });
  try {
    const adminSignIn = await adminContext.request.post("/api/auth/sign-in/email", { data: ADMIN, headers: { origin: baseURL } });
    expect(adminSignIn.status(), await adminSignIn.text()).toBe(200);
    const users = await adminContext.request.get(`/api/auth/admin/list-users?searchValue=${encodeURIComponent(email)}&searchField=email`, { headers: { origin: baseURL } });
    expect(users.status(), await users.text()).toBe(200);
    const userId = ((await users.json()) as { users: { id: string }[] }).users[0]!.id;
    const setRole = await adminContext.request.post("/api/auth/admin/set-role", { data: { userId, role }, headers: { origin: baseURL } });
    expect(setRole.status(), await setRole.text()).toBe(200);

    const signIn = await request.post(`${baseURL}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const enable = await request.post(`${baseURL}/api/auth/two-factor/enable`, { data: { password: PASSWORD }, headers: { origin: baseURL } });
    expect(enable.status(), await enable.text()).toBe(200);
    const totp = URI.parse(((await enable.json()) as { totpURI: string }).totpURI) as TOTP;
    const verify = await request.post(`${baseURL}/api/auth/two-factor/verify-totp`, { data: { code: totp.generate() }, headers: { origin: baseURL } });
    expect(verify.status(), await verify.text()).toBe(200);
    return { email, name, userId, totp };
  } finally {
    await adminContext.close();
  }
}
