// Rendered public pages are the same for every visitor, so they are kept for a short time, as a CDN would.
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  /** The body split at the nonce placeholder: one part for anything but HTML. */
  parts: Buffer[];
  html: boolean;
  expires: number;
}

export class RenderCache {
  private readonly entries = new Map<string, CachedResponse>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Omit<CachedResponse, "expires">, now = Date.now()): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...entry, expires: now + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
