// Decision 008: modules under app/ that the server imports carry no UI code, and app/ never imports a value
// from server/ (type-only imports are erased at build time).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const UI_MODULES = /^(react|react-dom|react-router|sonner|lucide-react|react-markdown)(\/|$)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(resolve(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => resolve(root, folder, file));
}

/** Every `import … from "x"` / `export … from "x"`, with whether it is type-only. */
function importsOf(file: string): Array<{ specifier: string; typeOnly: boolean }> {
  const text = readFileSync(file, "utf8");
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?\s+from\s+"([^"]+)"/gms)) {
    found.push({ specifier: match[3]!, typeOnly: Boolean(match[2]) });
  }
  return found;
}

/** app/ and content/ (the copy and its registries) are what the browser bundle and the server both load. */
const isShared = (file: string) => file.startsWith(join(root, "app")) || file.startsWith(join(root, "content"));

function resolveRelative(from: string, specifier: string): string | null {
  return specifier.startsWith(".") ? resolve(dirname(from), specifier) : null;
}

describe("code shared by the browser and the server (decision 008)", () => {
  it("the app/ and content/ modules the server imports, and theirs in turn, load no UI code", () => {
    const reached = new Set<string>();
    const queue = sourceFiles("server")
      .filter((file) => !file.endsWith(".test.ts"))
      .flatMap((file) => importsOf(file).filter((i) => !i.typeOnly).map((i) => resolveRelative(file, i.specifier)))
      .filter((target): target is string => target !== null && isShared(target));
    const problems: string[] = [];
    while (queue.length) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      if (file.endsWith(".tsx")) problems.push(`${relative(root, file)} is a component module`);
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (typeOnly) continue;
        if (UI_MODULES.test(specifier)) problems.push(`${relative(root, file)} imports ${specifier}`);
        const target = resolveRelative(file, specifier);
        if (target && isShared(target)) queue.push(target);
      }
    }
    expect(reached.size).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it("app/ imports nothing from server/ but types", () => {
    const valueImports = sourceFiles("app").flatMap((file) =>
      importsOf(file)
        .filter(({ specifier, typeOnly }) => !typeOnly && resolveRelative(file, specifier)?.startsWith(join(root, "server")))
        .map(({ specifier }) => `${relative(root, file)} → ${specifier}`),
    );
    expect(valueImports).toEqual([]);
  });
});
