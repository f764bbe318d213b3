// ICE servers for the two peers of a share: STUN as configured, TURN with short-lived credentials in coturn's REST
// scheme (use-auth-secret / static-auth-secret): username = "<expiry unix seconds>:<id>",
// credential = base64(HMAC-SHA1(secret, username)). coturn checks the signature and the expiry itself.
import { createHmac } from "node:crypto";
import type { IceServer } from "../../app/chat/screen-share-contract.ts";

export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string | undefined;
  turnTtlSeconds: number;
}

export function turnCredentials(secret: string, id: string, ttlSeconds: number, nowMs = Date.now()): { username: string; credential: string } {
  const expiry = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = `${expiry}:${id}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

/** The list a peer's RTCPeerConnection gets; `id` names the peer in the TURN username (conversation or staff user). */
export function iceServersFor(config: IceConfig, id: string, nowMs = Date.now()): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret) {
    servers.push({ urls: config.turnUrls, ...turnCredentials(config.turnSecret, id, config.turnTtlSeconds, nowMs) });
  }
  return servers;
}
