// The CSP nonce reaches components through React context: set on the server, empty in the browser.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
