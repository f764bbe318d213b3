import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { TEST_OIDC_CLIENT_ID, TEST_OIDC_CLIENT_SECRET } from "./server/auth/test-oidc-provider.ts";

/** E2E_PORT_BASE lets two checkouts run their browser tests side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3211);
const PORT = PORT_BASE;
/** Lets the chat tests post agent messages the way staff tools do (tests/e2e/chat*.spec.ts). */
export const STAFF_TOKEN = "e2e-staff-token-0123456789abcdef";
const dataDir = mkdtempSync(join(tmpdir(), "nordic-e2e-"));
/** A second instance answers with an OpenAI-compatible AI service: the test server, streaming slowly. */
export const AI_SITE_PORT = PORT_BASE + 1;
export const AI_SERVICE_PORT = PORT_BASE + 2;
const aiDataDir = mkdtempSync(join(tmpdir(), "nordic-e2e-ai-"));
/** A third instance runs the inactivity timeout with short settings (tests/e2e/session-timeout.spec.ts). */
export const TIMEOUT_SITE_PORT = PORT_BASE + 3;
export const SHORT_SESSION = { idleSeconds: 20, warningSeconds: 10 };
const timeoutDataDir = mkdtempSync(join(tmpdir(), "nordic-e2e-timeout-"));
/** Every site delivers its mail over SMTP to tests/e2e/mail-catcher.ts, which the tests ask over HTTP. */
const MAIL_SMTP_PORT = PORT_BASE + 4;
export const MAIL_HTTP_PORT = PORT_BASE + 5;
/** The administrator every site creates at start (server/auth's ADMIN_EMAIL bootstrap). */
export const ADMIN = { email: "admin@e2e.example.se", password: "Fjällräv-Kompass-2026!" };
/** A fourth instance signs staff in with a real OpenID provider on 127.0.0.1 (tests/e2e/sso.spec.ts). */
export const SSO_SITE_PORT = PORT_BASE + 8;
export const OIDC_PROVIDER_PORT = PORT_BASE + 9;
const ssoDataDir = mkdtempSync(join(tmpdir(), "nordic-e2e-sso-"));
const accountEnv = { SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry absorbs timing noise on a loaded 2-core machine; Playwright still reports such a test as flaky.
  retries: 1,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // Requests a service worker handles are invisible to page.route(); the one test of the worker allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node server/auth/test-oidc-provider.ts",
      url: `http://127.0.0.1:${OIDC_PROVIDER_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { PORT: String(OIDC_PROVIDER_PORT), SITE_URL: `http://localhost:${SSO_SITE_PORT}` },
    },
    {
      command: "node server/main.ts",
      url: `http://localhost:${SSO_SITE_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(SSO_SITE_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ssoDataDir,
        SITE_URL: `http://localhost:${SSO_SITE_PORT}`,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        TRUST_PROXY: "true",
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PROVIDER_PORT}`,
        OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
        OIDC_DISPLAY_NAME: "Microsoft Entra ID",
        OIDC_ALLOWED_DOMAINS: "staff.example.se",
        ...accountEnv,
      },
    },
    {
      command: "node tests/e2e/mail-catcher.ts",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: "node server/main.ts",
      url: `http://localhost:${TIMEOUT_SITE_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(TIMEOUT_SITE_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: timeoutDataDir,
        SITE_URL: `http://localhost:${TIMEOUT_SITE_PORT}`,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        TRUST_PROXY: "true",
        SESSION_IDLE_TIMEOUT_SECONDS: String(SHORT_SESSION.idleSeconds),
        SESSION_WARNING_SECONDS: String(SHORT_SESSION.warningSeconds),
        ...accountEnv,
      },
    },
    {
      command: "node server/assistant/openai-test-server.ts",
      port: AI_SERVICE_PORT,
      reuseExistingServer: false,
      env: { PORT: String(AI_SERVICE_PORT), STREAM_DELAY_MS: "100" },
    },
    {
      command: "node server/main.ts",
      url: `http://localhost:${AI_SITE_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(AI_SITE_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: aiDataDir,
        SITE_URL: `http://localhost:${AI_SITE_PORT}`,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        TRUST_PROXY: "true",
        AI_BASE_URL: `http://127.0.0.1:${AI_SERVICE_PORT}/v1`,
        AI_API_KEY: "sk-e2e",
        AI_TIMEOUT_MS: "5000",
      },
    },
    {
    command: "node server/main.ts",
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TRUST_PROXY: "true",
      GA_MEASUREMENT_ID: "G-TEST12345",
      STAFF_API_TOKEN: STAFF_TOKEN,
      ...accountEnv,
    },
    },
  ],
});
