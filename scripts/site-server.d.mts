// Types of what the tests import from site-server.mjs.
export interface Site {
  url: string;
  close(): Promise<void>;
  /** Everything wrangler has printed so far. */
  output(): string;
}
export function startSite(options?: { root?: string; port?: number; assets?: string; vars?: Record<string, string>; timeoutMs?: number }): Promise<Site>;
