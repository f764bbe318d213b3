// Screen sharing's wire contract, shared by the widget, the console and the server: the connection code, the HTTP
// bodies and the signalling messages that travel over the existing sockets (/api/realtime, /api/staff/realtime).
import { LANGUAGES } from "../lib/languages.ts";
import { z } from "../lib/zod.ts";

/** SPEC section 9: 6 uppercase alphanumeric characters. Without 0/O and 1/I, which are misheard on the phone. */
export const SCREEN_SHARE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const SCREEN_SHARE_CODE_LENGTH = 6;
/** How long a code can be used to join: a technician joins within 2–3 minutes (SPEC section 2), with room to spare. */
export const SCREEN_SHARE_CODE_TTL_SECONDS = 10 * 60;
/** SPEC section 9: capture ideally 1920×1080. */
export const SCREEN_CAPTURE_IDEAL = { width: 1920, height: 1080 } as const;
/**
 * An SDP offer or answer fits one socket frame (4096 bytes, server/realtime/hub.ts) and one NOTIFY: the sharer offers
 * VP8 only (about 1.7 kB; Chromium's full codec list makes an offer of about 4.1 kB).
 */
export const SCREEN_SDP_MAX_LENGTH = 3500;
export const SCREEN_CANDIDATE_MAX_LENGTH = 600;
/** Candidates travel in small batches, so a burst of them stays below the sockets' 20 frames per second. */
export const SCREEN_CANDIDATES_PER_MESSAGE = 8;
/** Signalling messages one socket may send per second (besides the sockets' own flood limit). */
export const SCREEN_SIGNALS_PER_SECOND = 10;

export function normalizeShareCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

export const shareCodeSchema = z
  .string()
  .max(32)
  .transform(normalizeShareCode)
  .pipe(z.string().regex(new RegExp(`^[${SCREEN_SHARE_CODE_ALPHABET}]{${SCREEN_SHARE_CODE_LENGTH}}$`)));

/** SDP and candidates are printable ASCII and line breaks (RFC 8866); anything else could swell a NOTIFY when escaped. */
const SDP_TEXT = /^[\x20-\x7e\r\n]*$/;

const candidateSchema = z.object({
  candidate: z.string().max(SCREEN_CANDIDATE_MAX_LENGTH).regex(SDP_TEXT),
  sdpMid: z.string().max(32).regex(SDP_TEXT).nullable(),
  sdpMLineIndex: z.number().int().min(0).max(15).nullable(),
});
export type ScreenCandidate = z.infer<typeof candidateSchema>;

/** What one peer hands the other: its description, or some of its ICE candidates. */
export const screenSignalSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("offer"), sdp: z.string().min(1).max(SCREEN_SDP_MAX_LENGTH).regex(SDP_TEXT) }),
  z.object({ kind: z.literal("answer"), sdp: z.string().min(1).max(SCREEN_SDP_MAX_LENGTH).regex(SDP_TEXT) }),
  z.object({ kind: z.literal("candidates"), candidates: z.array(candidateSchema).min(1).max(SCREEN_CANDIDATES_PER_MESSAGE) }),
]);
export type ScreenSignal = z.infer<typeof screenSignalSchema>;

/** Sent by either peer on its own socket: attach (this socket carries the share) or a signal for the other peer. */
export const screenClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("screen.attach"), shareId: z.uuid() }),
  z.object({ type: z.literal("screen.signal"), shareId: z.uuid(), signal: screenSignalSchema }),
]);
export type ScreenClientMessage = z.infer<typeof screenClientMessageSchema>;

export function isScreenClientMessage(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string" && (value as { type: string }).type.startsWith("screen.");
}

export const SCREEN_END_REASONS = ["visitor", "staff", "expired", "left", "replaced"] as const;
export type ScreenEndReason = (typeof SCREEN_END_REASONS)[number];

/** What the server sends a peer about its share. */
export type ScreenServerMessage =
  | { type: "screen.attached"; shareId: string; status: ScreenShareStatus }
  /** The technician's console is ready to receive: the sharer makes its offer. */
  | { type: "screen.viewer_ready"; shareId: string }
  | { type: "screen.signal"; shareId: string; signal: ScreenSignal }
  | { type: "screen.ended"; shareId: string; reason: ScreenEndReason }
  | { type: "screen.error"; shareId: string | null; code: "invalid" | "forbidden" | "rate_limited" };

export const SCREEN_SHARE_STATUSES = ["waiting", "active", "ended"] as const;
export type ScreenShareStatus = (typeof SCREEN_SHARE_STATUSES)[number];

/** ICE servers as RTCPeerConnection takes them; TURN with short-lived credentials (coturn's REST scheme). */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** POST /api/chat/screen-share */
export const startScreenShareSchema = z.object({ sessionId: z.uuid().nullish(), language: z.enum(LANGUAGES).optional() });

export interface StartScreenShareResponse {
  shareId: string;
  sessionId: string;
  code: string;
  expiresAt: string;
  iceServers: IceServer[];
}

/** POST /api/staff/screen-shares/join */
export const joinByCodeSchema = z.object({ code: shareCodeSchema });

export interface JoinScreenShareResponse {
  shareId: string;
  sessionId: string;
  iceServers: IceServer[];
}

/** GET /api/staff/conversations/:sessionId/screen-share: the conversation's open share, if any. */
export interface StaffScreenShareView {
  share: { id: string; status: Exclude<ScreenShareStatus, "ended">; createdAt: string; expiresAt: string; staffName: string | null; mine: boolean } | null;
}
