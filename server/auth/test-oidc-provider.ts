// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 for tests and local runs of staff
// sign-in: discovery, a signing key set, PKCE, the authorization code flow and its login form, like Entra ID.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface TestOidcAccount {
  /** What a person types into the provider's login form; also the OpenID subject (`sub`). */
  login: string;
  email?: string;
  /** Left out of the tokens when undefined, as Entra ID often does. */
  emailVerified?: boolean;
  name?: string;
  /** More claims for the ID token and userinfo, e.g. Entra ID's `xms_edov`. */
  claims?: Record<string, unknown>;
}

export interface TestOidcProviderOptions {
  /** 0 or unset: a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Where the provider may send people back: our `${SITE_URL}/api/auth/callback/company-sso`. */
  redirectUris: string[];
  accounts?: TestOidcAccount[];
}

export interface TestOidcProvider {
  /** OIDC_ISSUER: `http://127.0.0.1:{port}`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts can be added while the provider runs. */
  accounts: Map<string, TestOidcAccount>;
  close(): Promise<void>;
}

export const TEST_OIDC_CLIENT_ID = "nordic-site-test";
export const TEST_OIDC_CLIENT_SECRET = "test-oidc-client-secret-0123456789";

/** The people of the test provider: staff of example.se, and someone from another company. */
export const TEST_OIDC_ACCOUNTS: TestOidcAccount[] = [
  { login: "anna", email: "anna.lind@staff.example.se", emailVerified: true, name: "Anna Lind" },
  { login: "erik", email: "erik.berg@staff.example.se", name: "Erik Berg" },
  { login: "mallory", email: "mallory@other.example.com", emailVerified: true, name: "Mallory Outsider" },
];

const SCOPES = "openid email profile";

/** The provider's login form (oidc-provider's development interactions), for browser tests. */
export const TEST_OIDC_LOGIN_FORM = { login: 'input[name="login"]', password: 'input[name="password"]', submit: 'button[type="submit"]' };

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? TEST_OIDC_CLIENT_ID;
  const clientSecret = options.clientSecret ?? TEST_OIDC_CLIENT_SECRET;
  const accounts = new Map((options.accounts ?? TEST_OIDC_ACCOUNTS).map((account) => [account.login, account]));

  // The issuer names the port, so listen first and hand requests to the provider once it exists.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "test-oidc-provider", use: "sig", alg: "RS256" }] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified", "xms_edov"], profile: ["name"] },
    // Entra ID puts the claims into the ID token too; our sign-in reads them from there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-oidc-provider-cookie-key"] },
    async findAccount(_ctx, login) {
      const account = accounts.get(login);
      if (!account) return undefined;
      return {
        accountId: login,
        async claims() {
          return {
            sub: login,
            ...(account.email === undefined ? {} : { email: account.email }),
            ...(account.emailVerified === undefined ? {} : { email_verified: account.emailVerified }),
            ...(account.name === undefined ? {} : { name: account.name }),
            ...account.claims,
          };
        },
      };
    },
    // The company's own application is consented by its administrator, as in Entra ID: no consent page.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Cookies by name, across paths: enough for one person's visit to the provider. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * What a person does at the provider, in plain HTTP: opens the authorization URL, fills in the login form with
 * `login` and submits it, and follows the provider's redirects until one leaves the provider. Returns that URL —
 * our callback with `code`, `state` and `iss` (or `error`).
 */
export async function signInAtTestProvider(authorizationUrl: string, login: string): Promise<string> {
  const origin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: jar.header(), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ?? undefined,
    });
    jar.store(response);
    form = null;
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next.href;
      url = next.href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !html.includes('name="login"')) {
      throw new Error(`The test provider answered ${response.status} at ${url} without a login form: ${html.slice(0, 300)}`);
    }
    url = new URL(action.replaceAll("&amp;", "&"), url).href;
    form = new URLSearchParams({ prompt: "login", login, password: "any password" });
  }
  throw new Error("The test provider redirected more than 20 times");
}

// Runnable on its own for local runs and Playwright: `PORT=4100 [REDIRECT_URI=…] node server/auth/test-oidc-provider.ts`.
if (import.meta.filename === process.argv[1]) {
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const provider = await startTestOidcProvider({
    port: Number(process.env.PORT ?? 0),
    redirectUris: (process.env.REDIRECT_URI ?? `${siteUrl}/api/auth/callback/company-sso`).split(","),
  });
  process.stdout.write(
    `Test OpenID provider: OIDC_ISSUER=${provider.issuer} OIDC_CLIENT_ID=${provider.clientId} OIDC_CLIENT_SECRET=${provider.clientSecret}\n` +
      `Accounts (any password): ${[...provider.accounts.values()].map((account) => `${account.login} <${account.email}>`).join(", ")}\n`,
  );
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
