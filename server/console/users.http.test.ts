// The console's users section through the real app: the list, an invitation that the invited person accepts from
// their mail, and each act of an administrator with its effect and its line in the security log; agents are refused,
// and bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserActionResponse, UserListResponse } from "../../app/console/users-contract.ts";
import { Browser, GOOD_PASSWORD, lastMail, linkIn, mailCount, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN, CONSOLE_ADMIN_ENV, consoleAdmin, enrolTotp, staffMember } from "./console-test-support.ts";

let t: TestApp;
let admin: Browser;
let adminId: string;
let agent: Browser;

beforeAll(async () => {
  t = await createTestApp({ ...CONSOLE_ADMIN_ENV, AUTH_ATTEMPTS_PER_ADDRESS: "1000" });
  admin = await consoleAdmin(t);
  adminId = await userId(CONSOLE_ADMIN.email);
  agent = (await staffMember(t, admin, "users-agent@example.se", "agent", "Agnes Agent")).browser;
});
afterAll(() => t.close());

async function userId(email: string): Promise<string> {
  return (await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

async function account(email: string) {
  return t.db.selectFrom("user").selectAll().where("email", "=", email).executeTakeFirst();
}

async function events(type: string, id: string) {
  return t.db.selectFrom("security_events").selectAll().where("event_type", "=", type).where("user_id", "=", id).orderBy("created_at").execute();
}

async function sessionCount(id: string): Promise<number> {
  return Number((await t.db.selectFrom("session").select((eb) => eb.fn.countAll<string>().as("n")).where("userId", "=", id).executeTakeFirstOrThrow()).n);
}

async function signIn(email: string, password = GOOD_PASSWORD) {
  const browser = new Browser(t);
  const res = await browser.post("/api/auth/sign-in/email", { email, password });
  return { browser, res };
}

/** A signed-up customer, signed in, with the id of their account. */
async function customer(email: string) {
  const browser = await signedUpUser(t, email);
  return { browser, id: await userId(email) };
}

const act = (browser: Browser, id: string, action: string, body: object = {}, language = "en") => browser.post(`/api/staff/users/${id}/${action}?language=${language}`, body);

describe("the list of accounts", () => {
  beforeAll(async () => {
    await customer("lista.person@example.se");
    await t.db.updateTable("user").set({ name: "Lisa Listig" }).where("email", "=", "lista.person@example.se").execute();
    for (let n = 1; n <= 26; n++) await signedUpUser(t, `bulk-${String(n).padStart(2, "0")}@example.se`);
  });

  it("shows each account's name, address, role, protection, state, creation and last sign-in, newest first", async () => {
    const res = await admin.get("/api/staff/users");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const list = res.json() as UserListResponse;
    expect(list.pageSize).toBe(25);
    expect(list.users).toHaveLength(25);
    expect(list.users[0]!.email).toBe("bulk-26@example.se");
    expect(list.total).toBeGreaterThanOrEqual(29);

    const all = [...list.users, ...((await admin.get("/api/staff/users?page=2")).json() as UserListResponse).users];
    const me = all.find((user) => user.email === CONSOLE_ADMIN.email)!;
    expect(me).toMatchObject({ id: adminId, roles: ["admin"], emailVerified: true, twoFactorEnabled: true, disabled: false });
    expect(me.lastSignInAt).not.toBeNull();
    const lisa = all.find((user) => user.email === "lista.person@example.se")!;
    expect(lisa).toMatchObject({ name: "Lisa Listig", roles: ["user"], emailVerified: true, twoFactorEnabled: false, disabled: false });
    expect(Date.parse(lisa.createdAt)).toBeLessThanOrEqual(Date.now());
    // The verification link signed her in.
    expect(lisa.lastSignInAt).not.toBeNull();
    expect(all.find((user) => user.email === "users-agent@example.se")).toMatchObject({ name: "Agnes Agent", roles: ["agent"], twoFactorEnabled: true });
  });

  it("searches the address and the name, whatever the case, taking % and _ as themselves", async () => {
    const byName = (await admin.get("/api/staff/users?q=LISTIG")).json() as UserListResponse;
    expect(byName.users.map((user) => user.email)).toEqual(["lista.person@example.se"]);
    const byAddress = (await admin.get("/api/staff/users?q=bulk-1")).json() as UserListResponse;
    expect(byAddress.users.map((user) => user.email).sort()).toEqual(["bulk-10@example.se", "bulk-11@example.se", "bulk-12@example.se", "bulk-13@example.se", "bulk-14@example.se", "bulk-15@example.se", "bulk-16@example.se", "bulk-17@example.se", "bulk-18@example.se", "bulk-19@example.se"]);
    expect(byAddress.total).toBe(10);
    expect(((await admin.get("/api/staff/users?q=%25")).json() as UserListResponse).users).toEqual([]);
    expect(((await admin.get("/api/staff/users?q=bulk_1")).json() as UserListResponse).users).toEqual([]);
  });

  it("refuses a search it cannot read, in the caller's language", async () => {
    const res = await admin.get(`/api/staff/users?page=0&language=se`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "invalid_query", message: "Sökningen kunde inte läsas." } });
    expect((await admin.get(`/api/staff/users?q=${"x".repeat(201)}`)).statusCode).toBe(400);
  });

  it("is for administrators only", async () => {
    expect((await new Browser(t).get("/api/staff/users")).statusCode).toBe(401);
    const refused = await agent.get("/api/staff/users?language=en");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: "forbidden", message: "Insufficient permissions." } });
  });
});

describe("an invitation", () => {
  it("makes the account and mails a link with which the person chooses a password and signs in", async () => {
    const res = await admin.post("/api/staff/users/invite", { email: "Nora.Ny@Example.se", name: "Nora Ny", role: "agent", mailLanguage: "en" });
    expect(res.statusCode).toBe(201);
    const { user } = res.json() as UserActionResponse;
    expect(user).toMatchObject({ email: "nora.ny@example.se", name: "Nora Ny", roles: ["agent"], emailVerified: false, twoFactorEnabled: false, disabled: false, lastSignInAt: null });

    // No password yet: nobody signs in to the account before the person has chosen one.
    expect((await signIn("nora.ny@example.se")).res.statusCode).toBe(401);

    const mail = await lastMail(t, "nora.ny@example.se", "auth-invitation");
    expect(mail.subject).toBe(`You are invited to ${t.config.organization.name}`);
    expect(mail.text_body).toContain("Hello Nora Ny,");
    expect(mail.text_body).toContain(`has invited you to an account with ${t.config.organization.name} as an agent.`);
    expect(mail.text_body).toContain("The link is valid for 7 days");
    expect(mail.text_body).toContain("set up two-step verification");
    const link = linkIn(mail.text_body, t.config.siteUrl);
    expect(link).toMatch(/^\/en\/auth\?mode=reset&token=/);

    // The link opens the page where a password is chosen; the page sends the token with the new one.
    const person = new Browser(t);
    expect((await person.get(link)).statusCode).toBe(200);
    const token = new URL(link, t.config.siteUrl).searchParams.get("token")!;
    expect((await person.post("/api/auth/reset-password", { newPassword: GOOD_PASSWORD, token })).statusCode).toBe(200);
    expect((await person.post("/api/auth/reset-password", { newPassword: "Ett-annat-långt-lösen-99", token })).statusCode).toBe(400);

    const { browser, res: signedIn } = await signIn("nora.ny@example.se");
    expect(signedIn.statusCode).toBe(200);
    expect((await account("nora.ny@example.se"))?.emailVerified).toBe(true);
    // Staff without a second factor: the console sends her to set one up, and its API refuses her until then.
    const consolePage = await browser.get("/en/admin");
    expect(consolePage.statusCode).toBe(302);
    expect(consolePage.headers.location).toMatch(/^\/en\/user-auth\?notice=enrolTwoFactor/);
    expect((await browser.get("/api/staff/mail")).statusCode).toBe(403);

    const invited = await events("user_invited", user.id);
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ severity: "WARNING", email: "nora.ny@example.se", details: { by: adminId, role: "agent", language: "en" } });
    expect(await events("account_created", user.id)).toHaveLength(1);
    expect(await events("password_reset", user.id)).toHaveLength(1);
  });

  it("is written in the caller's language unless another is asked for", async () => {
    expect((await admin.post("/api/staff/users/invite?language=fi", { email: "kalle@example.se", name: "Kalle", role: "user" })).statusCode).toBe(201);
    const mail = await lastMail(t, "kalle@example.se", "auth-invitation");
    expect(mail.subject).toBe(`Sinut on kutsuttu palveluun ${t.config.organization.name}`);
    expect(mail.text_body).toContain("roolissa asiakas");
    expect(mail.text_body).not.toContain("hallintakonsolin");
    expect(linkIn(mail.text_body, t.config.siteUrl)).toMatch(/^\/fi\/auth\?mode=reset&token=/);
  });

  it("refuses bad input in the caller's language, and makes nothing", async () => {
    const cases = [
      { email: "not-an-address", name: "Ola", role: "agent" },
      { email: "ola@example.se", name: "   ", role: "agent" },
      { email: "ola@example.se", name: "Ola", role: "owner" },
      { email: "ola@example.se", name: "Ola", role: "agent", mailLanguage: "de" },
      { email: "ola@example.se" },
    ];
    for (const body of cases) {
      const res = await admin.post("/api/staff/users/invite?language=no", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: { code: "invalid_invitation", message: "Sjekk invitasjonen: den trenger en gyldig e-postadresse, et navn og en rolle." } });
    }
    expect(await account("ola@example.se")).toBeUndefined();
    expect(await mailCount(t, "ola@example.se")).toBe(0);
  });

  it("refuses an address that has an account, and mails nobody", async () => {
    const res = await admin.post("/api/staff/users/invite?language=en", { email: "Users-Agent@example.se", name: "Twin", role: "admin" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: "email_taken", message: "An account with this email address already exists." } });
    expect(await mailCount(t, "users-agent@example.se", "auth-invitation")).toBe(0);
    expect((await account("users-agent@example.se"))?.role).toBe("agent");
  });

  it("is for administrators only", async () => {
    const res = await agent.post("/api/staff/users/invite", { email: "sneaky@example.se", name: "Sneaky", role: "admin" });
    expect(res.statusCode).toBe(403);
    expect(await account("sneaky@example.se")).toBeUndefined();
    expect(await mailCount(t, "sneaky@example.se")).toBe(0);
  });
});

describe("an administrator's acts on an account", () => {
  it("changes the role, logged once with the administrator", async () => {
    const { id } = await customer("role-target@example.se");
    const res = await act(admin, id, "role", { role: "agent" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserActionResponse).user.roles).toEqual(["agent"]);
    expect((await account("role-target@example.se"))?.role).toBe("agent");
    const changed = await events("role_changed", id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ severity: "WARNING", details: { by: adminId, role: "agent" } });

    const bad = await act(admin, id, "role", { role: "superuser" }, "se");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: "invalid_role", message: "Välj en roll: kund, handläggare eller administratör." } });
    expect((await account("role-target@example.se"))?.role).toBe("agent");
    expect(await events("role_changed", id)).toHaveLength(1);
  });

  it("will not let administrators demote or disable themselves", async () => {
    const demote = await act(admin, adminId, "role", { role: "agent" });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ error: { code: "cannot_demote_self", message: "You cannot take the administrator role from yourself." } });
    const disable = await act(admin, adminId, "disable", {}, "se");
    expect(disable.statusCode).toBe(400);
    expect(disable.json()).toEqual({ error: { code: "cannot_disable_self", message: "Du kan inte stänga av ditt eget konto." } });
    const me = await account(CONSOLE_ADMIN.email);
    expect(me).toMatchObject({ role: "admin", banned: false });
    expect(await events("user_banned", adminId)).toEqual([]);
    expect((await admin.get("/api/staff/users")).statusCode).toBe(200);
  });

  it("disables an account, which ends its sessions and stops sign-in, and enables it again", async () => {
    const { browser, id } = await customer("disable-target@example.se");
    const res = await act(admin, id, "disable");
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserActionResponse).user.disabled).toBe(true);
    expect(await sessionCount(id)).toBe(0);
    expect((await browser.get("/api/auth/get-session")).json()).toBeNull();
    expect((await signIn("disable-target@example.se")).res.statusCode).toBe(403);
    expect(await events("user_banned", id)).toMatchObject([{ details: { by: adminId } }]);
    expect(await events("session_revoked", id)).toMatchObject([{ details: { reason: "banned" } }]);

    const enabled = await act(admin, id, "enable");
    expect((enabled.json() as UserActionResponse).user.disabled).toBe(false);
    expect((await signIn("disable-target@example.se")).res.statusCode).toBe(200);
    expect(await events("user_unbanned", id)).toMatchObject([{ details: { by: adminId } }]);
  });

  it("ends every session of an account", async () => {
    const { browser, id } = await customer("sessions-target@example.se");
    const { browser: laptop } = await signIn("sessions-target@example.se");
    expect(await sessionCount(id)).toBe(2);
    const res = await act(admin, id, "end-sessions");
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(id)).toBe(0);
    for (const device of [browser, laptop]) expect((await device.get("/api/auth/get-session")).json()).toBeNull();
    expect(await events("user_sessions_revoked", id)).toMatchObject([{ severity: "WARNING", details: { by: adminId } }]);
    expect(await events("session_revoked", id)).toHaveLength(2);
    // Ending sessions is not disabling: the person signs in again.
    expect((await signIn("sessions-target@example.se")).res.statusCode).toBe(200);
  });

  it("resets a second factor: the authenticator is gone, the sessions end, and the console asks to enrol again", async () => {
    const staff = await staffMember(t, admin, "mfa-target@example.se", "agent");
    expect((await staff.browser.get("/api/staff/mail")).statusCode).toBe(200);
    const res = await act(admin, staff.userId, "reset-mfa");
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserActionResponse).user.twoFactorEnabled).toBe(false);
    expect((await account("mfa-target@example.se"))?.twoFactorEnabled).toBe(false);
    expect(await t.db.selectFrom("twoFactor").select("id").where("userId", "=", staff.userId).execute()).toEqual([]);
    expect(await sessionCount(staff.userId)).toBe(0);
    expect((await staff.browser.get("/api/staff/mail")).statusCode).toBe(401);
    expect(await events("mfa_reset", staff.userId)).toMatchObject([{ severity: "WARNING", details: { by: adminId, sessionsEnded: 1 } }]);

    // The password alone signs in now; staff must enrol again before the console lets them in.
    const { browser, res: signedIn } = await signIn("mfa-target@example.se");
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json() as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeUndefined();
    const refused = await browser.get("/api/staff/mail?language=en");
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { error: { code: string } }).error.code).toBe("two_factor_required");
    await enrolTotp(browser, GOOD_PASSWORD);
    expect((await browser.get("/api/staff/mail")).statusCode).toBe(200);
  });

  it("answers 404 for an account that does not exist", async () => {
    for (const action of ["role", "disable", "enable", "end-sessions", "reset-mfa"]) {
      const res = await act(admin, "no-such-account", action, { role: "agent" });
      expect(res.statusCode, action).toBe(404);
      expect(res.json()).toEqual({ error: { code: "not_found", message: "There is no such account." } });
    }
  });

  it("refuses agents every act, and nothing changes", async () => {
    const staff = await staffMember(t, admin, "untouched@example.se", "agent");
    const before = await account("untouched@example.se");
    for (const [action, body] of [["role", { role: "admin" }], ["disable", {}], ["enable", {}], ["end-sessions", {}], ["reset-mfa", {}]] as const) {
      expect((await act(agent, staff.userId, action, body)).statusCode, action).toBe(403);
    }
    expect(await account("untouched@example.se")).toEqual(before);
    expect(await sessionCount(staff.userId)).toBe(1);
    for (const type of ["role_changed", "user_banned", "user_unbanned", "user_sessions_revoked", "mfa_reset"]) {
      expect((await events(type, staff.userId)).filter((event) => (event.details as { by?: string }).by !== adminId), type).toEqual([]);
    }
  });
});


describe("the console's pages", () => {
  it("open users and the security log to administrators alone, and the mail to agents too", async () => {
    for (const path of ["/en/admin/users", "/en/admin/security", "/en/admin/mail"]) expect((await admin.get(path)).statusCode, path).toBe(200);
    for (const path of ["/en/admin/users", "/en/admin/security"]) {
      const refused = await agent.get(path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.body).toContain("Your account is not allowed to open this page.");
    }
    expect((await agent.get("/en/admin/mail")).statusCode).toBe(200);
    const visitor = await new Browser(t).get("/en/admin/users");
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe("/en/auth?redirectTo=%2Fen%2Fadmin%2Fusers");
  });
});
