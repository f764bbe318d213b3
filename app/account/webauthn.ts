// Passkeys through the browser's own WebAuthn JSON helpers (no library): the server's options in, the signed
// answer out, both in the JSON form Better Auth's passkey plugin speaks.
import type { Lang } from "../lib/languages.ts";
import { authCall, type AuthResult } from "./auth-api.ts";

/** WebAuthn with the JSON helpers (Chrome 129+, Firefox 119+, Safari 18.4+); without them no passkey button shows. */
export function passkeysSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.PublicKeyCredential === "function" &&
    typeof PublicKeyCredential.parseCreationOptionsFromJSON === "function" &&
    typeof PublicKeyCredential.parseRequestOptionsFromJSON === "function"
  );
}

const cancelled = { ok: false, status: 0, code: "PASSKEY_CANCELLED" } as const;

/** The credential as JSON, without the extension results Better Auth does not read. */
function credentialJson(credential: Credential | null): Record<string, unknown> | null {
  if (!(credential instanceof PublicKeyCredential)) return null;
  const { clientExtensionResults: _ignored, ...response } = credential.toJSON() as unknown as Record<string, unknown>;
  return response;
}

export async function signInWithPasskey(lang: Lang): Promise<AuthResult<unknown>> {
  const options = await authCall<PublicKeyCredentialRequestOptionsJSON>("/passkey/generate-authenticate-options", undefined, { lang });
  if (!options.ok) return options;
  let response: Record<string, unknown> | null;
  try {
    response = credentialJson(await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options.data) }));
  } catch {
    return cancelled;
  }
  if (!response) return cancelled;
  return authCall("/passkey/verify-authentication", { response }, { lang });
}

export async function registerPasskey(name: string, lang: Lang): Promise<AuthResult<unknown>> {
  const query = name ? `?name=${encodeURIComponent(name)}` : "";
  const options = await authCall<PublicKeyCredentialCreationOptionsJSON>(`/passkey/generate-register-options${query}`, undefined, { lang });
  if (!options.ok) return options;
  let response: Record<string, unknown> | null;
  try {
    response = credentialJson(await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options.data) }));
  } catch {
    return cancelled;
  }
  if (!response) return cancelled;
  return authCall("/passkey/verify-registration", { response, ...(name ? { name } : {}) }, { lang });
}
