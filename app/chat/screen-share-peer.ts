// The two ends of a screen share in the browser: the visitor's page sends its screen, the console receives it.
// WebRTC peer to peer; offers, answers and ICE candidates go through our own socket (see screen-share-contract.ts).
import { SCREEN_CANDIDATES_PER_MESSAGE, type IceServer, type ScreenCandidate, type ScreenSignal } from "./screen-share-contract.ts";

/** Candidates gathered within this window travel together (the sockets allow 20 frames per second). */
const CANDIDATE_BATCH_MS = 100;

export interface PeerEnd {
  /** A signal from the other peer. */
  receive(signal: ScreenSignal): Promise<void>;
  close(): void;
}

function candidateBatcher(send: (signal: ScreenSignal) => void) {
  let pending: ScreenCandidate[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (pending.length) send({ kind: "candidates", candidates: pending.splice(0, SCREEN_CANDIDATES_PER_MESSAGE) });
  };
  return {
    add(candidate: RTCIceCandidate) {
      pending.push({ candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex });
      if (pending.length >= SCREEN_CANDIDATES_PER_MESSAGE) flush();
      else timer ??= setTimeout(flush, CANDIDATE_BATCH_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      pending = [];
    },
  };
}

async function addCandidates(pc: RTCPeerConnection, candidates: ScreenCandidate[]) {
  for (const candidate of candidates) {
    // A candidate the browser cannot use (another network's address family) is skipped, not fatal.
    await pc.addIceCandidate(candidate).catch(() => undefined);
  }
}

/**
 * The sharer's end: one peer connection per viewer readiness (a technician who reloads gets a fresh offer). Offers
 * VP8 only, which keeps the offer within one socket frame; every browser with WebRTC decodes VP8.
 */
export function sharerPeer(stream: MediaStream, iceServers: IceServer[], send: (signal: ScreenSignal) => void, onState: (state: RTCPeerConnectionState) => void) {
  let pc: RTCPeerConnection | null = null;
  let batcher: ReturnType<typeof candidateBatcher> | null = null;
  let early: ScreenCandidate[] = [];

  const close = () => {
    batcher?.stop();
    pc?.close();
    pc = null;
    early = [];
  };

  return {
    async offer() {
      close();
      const connection = new RTCPeerConnection({ iceServers });
      pc = connection;
      const candidates = candidateBatcher(send);
      batcher = candidates;
      connection.addEventListener("icecandidate", (event) => {
        if (event.candidate && event.candidate.candidate) candidates.add(event.candidate);
      });
      connection.addEventListener("connectionstatechange", () => pc === connection && onState(connection.connectionState));
      for (const track of stream.getVideoTracks()) {
        const transceiver = connection.addTransceiver(track, { direction: "sendonly", streams: [stream] });
        const codecs = RTCRtpSender.getCapabilities?.("video")?.codecs.filter((codec) => /^video\/(VP8|rtx)$/i.test(codec.mimeType)) ?? [];
        if (codecs.some((codec) => /VP8/i.test(codec.mimeType))) transceiver.setCodecPreferences(codecs);
      }
      const offer = await connection.createOffer();
      await connection.setLocalDescription(offer);
      send({ kind: "offer", sdp: connection.localDescription?.sdp ?? offer.sdp ?? "" });
    },
    async receive(signal: ScreenSignal) {
      if (!pc) return;
      if (signal.kind === "answer") {
        // A second console answering the same offer is ignored.
        if (pc.signalingState !== "have-local-offer") return;
        await pc.setRemoteDescription({ type: "answer", sdp: signal.sdp });
        await addCandidates(pc, early.splice(0));
      } else if (signal.kind === "candidates") {
        // Signals may overtake each other between instances: candidates before the answer wait for it.
        if (pc.remoteDescription) await addCandidates(pc, signal.candidates);
        else early.push(...signal.candidates);
      }
    },
    close,
  } satisfies PeerEnd & { offer(): Promise<void> };
}

/** The viewer's end: answers each offer with a fresh peer connection and hands over the stream it receives. */
export function viewerPeer(
  iceServers: IceServer[],
  send: (signal: ScreenSignal) => void,
  onStream: (stream: MediaStream) => void,
  onState: (state: RTCPeerConnectionState) => void,
): PeerEnd {
  let pc: RTCPeerConnection | null = null;
  let batcher: ReturnType<typeof candidateBatcher> | null = null;
  /** Candidates that came before the offer they belong to. */
  let early: ScreenCandidate[] = [];

  const close = () => {
    batcher?.stop();
    pc?.close();
    pc = null;
  };

  return {
    async receive(signal) {
      if (signal.kind === "offer") {
        close();
        const connection = new RTCPeerConnection({ iceServers });
        pc = connection;
        const candidates = candidateBatcher(send);
        batcher = candidates;
        connection.addEventListener("icecandidate", (event) => {
          if (event.candidate && event.candidate.candidate) candidates.add(event.candidate);
        });
        connection.addEventListener("connectionstatechange", () => pc === connection && onState(connection.connectionState));
        connection.addEventListener("track", (event) => onStream(event.streams[0] ?? new MediaStream([event.track])));
        await connection.setRemoteDescription({ type: "offer", sdp: signal.sdp });
        const answer = await connection.createAnswer();
        await connection.setLocalDescription(answer);
        send({ kind: "answer", sdp: connection.localDescription?.sdp ?? answer.sdp ?? "" });
        await addCandidates(connection, early.splice(0));
      } else if (signal.kind === "candidates") {
        if (pc?.remoteDescription) await addCandidates(pc, signal.candidates);
        else early.push(...signal.candidates);
      }
    },
    close() {
      early = [];
      close();
    },
  };
}

/** A WebSocket URL on this site. */
export function socketUrl(path: string): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${path}`;
}
