// Process entry: read the configuration, open and migrate the database, serve, and shut down gracefully.
import "./production-by-default.ts";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { ConfigError, parseConfig, type Config } from "./config.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { Mailer } from "./mail/mailer.ts";
import { seedDemoContent } from "./content/demo-content.ts";
import { createServices, startBackgroundWork, type ServiceLog } from "./services.ts";

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
// Until the app's logger exists, services report on the console; afterwards through it.
const quiet = config.logLevel === "silent";
let log: ServiceLog = {
  info: (details, message) => !quiet && console.log(message, details),
  warn: (details, message) => !quiet && console.warn(message, details),
  error: (details, message) => !quiet && console.error(message, details),
};
const serviceLog: ServiceLog = {
  info: (details, message) => log.info(details, message),
  warn: (details, message) => log.warn(details, message),
  error: (details, message) => log.error(details, message),
};
const mailer = new Mailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: serviceLog });
const services = await createServices({ config, db, mailer, log: serviceLog });
if (config.demoContent) await seedDemoContent(services, serviceLog);
const app = await buildApp({ services, build, clientDir: resolve(buildDir, "client") });
log = app.log;
reportLostConnection = (error) => app.log.warn({ err: error }, "database connection lost; the pool opens a new one when needed");
const background = startBackgroundWork(services, serviceLog);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing open requests");
  try {
    background.stop();
    await app.close();
    await services.close();
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
