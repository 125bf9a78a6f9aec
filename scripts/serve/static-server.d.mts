// Types of what the tests import from static-server.mjs.
export interface StaticServer {
  url: string;
  /** Settles once every text file of the build is compressed. */
  ready: Promise<void>;
  close(): Promise<void>;
}
export function startStaticServer(options?: { root?: string; host?: string; port?: number; log?: (line: string) => void }): Promise<StaticServer>;
