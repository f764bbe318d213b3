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

/** One WebAuthn ceremony: the server's options, the browser's credential, the server's verdict. */
async function ceremony<Options>(
  optionsPath: string,
  ask: (options: Options) => Promise<Credential | null>,
  verifyPath: string,
  body: Record<string, unknown>,
  lang: Lang,
): Promise<AuthResult<unknown>> {
  const options = await authCall<Options>(optionsPath, undefined, { lang });
  if (!options.ok) return options;
  let response: Record<string, unknown> | null;
  try {
    response = credentialJson(await ask(options.data));
  } catch {
    return cancelled;
  }
  if (!response) return cancelled;
  return authCall(verifyPath, { response, ...body }, { lang });
}

export function signInWithPasskey(lang: Lang): Promise<AuthResult<unknown>> {
  return ceremony<PublicKeyCredentialRequestOptionsJSON>(
    "/passkey/generate-authenticate-options",
    (options) => navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) }),
    "/passkey/verify-authentication",
    {},
    lang,
  );
}

export function registerPasskey(name: string, lang: Lang): Promise<AuthResult<unknown>> {
  return ceremony<PublicKeyCredentialCreationOptionsJSON>(
    `/passkey/generate-register-options${name ? `?name=${encodeURIComponent(name)}` : ""}`,
    (options) => navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) }),
    "/passkey/verify-registration",
    name ? { name } : {},
    lang,
  );
}
