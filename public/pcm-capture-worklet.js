// The microphone as 16-bit PCM in 4096-sample frames (SPEC section 9), at the AudioContext's rate (24 kHz).
// A file of the site's own origin: the Content-Security-Policy lets worklets load only from 'self'.
const FRAME_SAMPLES = 4096;

class PcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.frame = new Int16Array(FRAME_SAMPLES);
    this.fill = 0;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      const sample = Math.max(-1, Math.min(1, channel[i]));
      this.frame[this.fill++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      if (this.fill === FRAME_SAMPLES) {
        this.port.postMessage(this.frame.buffer, [this.frame.buffer]);
        this.frame = new Int16Array(FRAME_SAMPLES);
        this.fill = 0;
      }
    }
    return true;
  }
}

registerProcessor("pcm-capture", PcmCapture);
