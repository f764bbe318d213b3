// npm start: builds once when there is no build yet, then serves the production build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
if (!existsSync(resolve(root, "build/server/index.js"))) {
  console.log("No build found: building first (npm run build).");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
