// Message lookup shared by the browser and the server (mail texts): dotted keys, {{name}} placeholders.
export type Messages = { readonly [key: string]: string | Messages };

export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `{{name}}` placeholders are replaced by vars; a missing key shows the key, so it is seen and fixed. */
export function translate(messages: Messages, key: string, vars?: Record<string, string | number>): string {
  const text = lookup(messages, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

