// Process entry: read the configuration, open and migrate the database, serve, and shut down gracefully.
import "./production-by-default.ts";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig, type Config } from "./config.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { Mailer } from "./mail/mailer.ts";

let config: Config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const buildDir = resolve(import.meta.dirname, "../build");
const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
// Until the app's logger exists, a connection PostgreSQL closed is reported on stderr.
let reportLostConnection = (error: unknown) => config.logLevel !== "silent" && console.error("database connection lost", error);
const { db, engine } = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionLost: (error) => reportLostConnection(error),
});
await migrateToLatest(db);
const mailLog = {
  info: (details: object, message: string) => config.logLevel !== "silent" && console.log(message, details),
  warn: (details: object, message: string) => config.logLevel !== "silent" && console.warn(message, details),
};
const mailer = new Mailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: mailLog });
const app = await buildApp({ config, db, mailer, build, clientDir: resolve(buildDir, "client") });
reportLostConnection = (error) => app.log.warn({ err: error }, "database connection lost; the pool opens a new one when needed");

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing open requests");
  try {
    await app.close();
    mailer.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error(error, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
app.log.info({ engine, siteUrl: config.siteUrl }, "serving");
