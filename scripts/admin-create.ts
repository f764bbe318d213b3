// npm run admin:create [-- --email anna@example.se --password '…']: makes an administrator (or makes the account with
// that address one, with this password). Reads the address and password from the arguments, else ADMIN_EMAIL and
// ADMIN_PASSWORD, else asks. Uses the configured database: DATABASE_URL, or the embedded one in DATA_DIR — stop the
// server first for that one, it takes a single process.
import { createInterface, type Interface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { z } from "zod";
import { COMMON_PASSWORDS } from "../app/lib/common-passwords.ts";
import { passwordProblems } from "../app/lib/password-rules.ts";
import { createAuth } from "../server/auth/create-auth.ts";
import { createAdministrator } from "../server/auth/first-admin.ts";
import { ConfigError, describePasswordProblems, parseConfig } from "../server/config.ts";
import { migrateToLatest, openDatabase } from "../server/db/database.ts";
import { Mailer } from "../server/mail/mailer.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });

/** Asks on the terminal, reading lines in turn (piped lines are read ahead); the typing of a password is not echoed. */
let muted = false;
let reader: { prompt: Interface; lines: AsyncIterator<string> } | undefined;
async function ask(question: string, secret = false): Promise<string> {
  if (!reader) {
    const echo = new Writable({
      write(chunk, encoding, done) {
        if (!muted) process.stdout.write(chunk, encoding);
        done();
      },
    });
    const prompt = createInterface({ input: process.stdin, output: echo, terminal: Boolean(process.stdin.isTTY) });
    reader = { prompt, lines: prompt[Symbol.asyncIterator]() };
  }
  process.stdout.write(question);
  muted = secret;
  const line = await reader.lines.next();
  muted = false;
  if (secret) process.stdout.write("\n");
  if (line.done) fail("No answer: give --email and --password, or ADMIN_EMAIL and ADMIN_PASSWORD.");
  return line.value.trim();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = (values.email ?? process.env.ADMIN_EMAIL ?? (await ask("Administrator's email address: "))).toLowerCase();
if (!z.email().safeParse(email).success) fail(`Not an email address: ${email}`);
const password = values.password ?? process.env.ADMIN_PASSWORD ?? (await ask("Password: ", true));
reader?.prompt.close();
const problems = passwordProblems(password, email, COMMON_PASSWORDS);
if (problems.length) fail(describePasswordProblems(problems));

let config;
try {
  // The administrator comes from here, not from the start-up variables (whose own check would stop this run).
  config = parseConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined, LOG_LEVEL: "silent" });
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const { db } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const mailer = new Mailer({ db, from: config.mailFrom, log: { info() {}, warn() {} } });
try {
  await migrateToLatest(db);
  const accounts = await createAuth({ config, db, mailer, log: { debug() {}, info() {}, warn() {}, error: (obj, msg) => console.error(msg, obj) } });
  const outcome = await createAdministrator(accounts, { email, password });
  console.log(outcome === "created" ? `Administrator ${email} created.` : `${email} is now an administrator; its password was replaced and its sessions ended.`);
} finally {
  mailer.close();
  await db.destroy();
}
