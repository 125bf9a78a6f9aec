import { readSession, writeSession } from "../session-json";

/** One static query's result as Gatsby writes it (`/page-data/sq/d/{hash}.json`). */
export type Loaded = { data: unknown };

/** A static query result the preview could not have: the one error the preview's own message is about. */
export class StaticQueryUnavailable extends Error {}

/** Results read whole before, kept for a read that fails later (`sessionKept`: across reloads of the editor's tab). */
export type Kept = { get(hash: string): Loaded | undefined; set(hash: string, loaded: Loaded): void };

type Options = {
  /** Tries before the preview's own error, when nothing is kept. */
  attempts?: number;
  /** Failed tries after which a kept result is taken instead of trying on. */
  keptAfter?: number;
  kept?: Kept;
  pause?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nothingKept: Kept = { get: () => undefined, set: () => {} };

/** Back-off before the attempt after `failed` failures: 0.5 s, 1 s, 2 s, then 4 s each. */
export const retryDelay = (failed: number) => Math.min(500 * 2 ** (failed - 1), 4_000);

/**
 * The static query results the editor's previews read, each fetched once, in the way React's Suspense reads: `read`
 * returns a result, or throws a promise while it loads, or a StaticQueryUnavailable once it could not be had. A failed
 * fetch is tried again: `gatsby develop` runs the queries again whenever content changes and rewrites each result in
 * place, so a read can meet a half-written file, or a result holding the errors of a run that met the data mid-change,
 * which stays until some later change runs the query again. After a few failed tries, the result this tab read whole
 * before is taken: the menus and the footer as they were a moment ago are better than no preview at all.
 */
export class StaticQueryResults {
  private readonly results = new Map<string, Loaded | Promise<void> | Error>();
  private readonly attempts: number;
  private readonly keptAfter: number;
  private readonly kept: Kept;
  private readonly pause: (ms: number) => Promise<void>;

  constructor(
    private readonly load: (hash: string) => Promise<Loaded>,
    { attempts = 10, keptAfter = 3, kept = nothingKept, pause = wait }: Options = {},
  ) {
    this.attempts = attempts;
    this.keptAfter = keptAfter;
    this.kept = kept;
    this.pause = pause;
  }

  read(hash: string): Loaded {
    const known = this.results.get(hash);
    if (known === undefined) {
      const loading = this.fetch(hash);
      this.results.set(hash, loading);
      throw loading;
    }
    if (known instanceof Promise || known instanceof Error) throw known;
    return known;
  }

  private async fetch(hash: string): Promise<void> {
    for (let failed = 0; ; ) {
      try {
        const loaded = await this.load(hash);
        this.kept.set(hash, loaded);
        this.results.set(hash, loaded);
        return;
      } catch (error) {
        failed += 1;
        const kept = failed >= this.keptAfter ? this.kept.get(hash) : undefined;
        if (kept) {
          this.results.set(hash, kept);
          return;
        }
        if (failed >= this.attempts) {
          this.results.set(hash, new StaticQueryUnavailable(`Resultado ${hash}: ${error instanceof Error ? error.message : String(error)}`));
          return;
        }
        await this.pause(retryDelay(failed));
      }
    }
  }
}

const keptKey = (hash: string) => `vista-previa-sq-${hash}`;

/** Kept in the tab's sessionStorage; a storage that is full or refused keeps nothing, and the reads go on as before. */
export const sessionKept: Kept = {
  get(hash) {
    const loaded = readSession<Loaded>(keptKey(hash));
    return loaded?.data == null ? undefined : loaded;
  },
  set: (hash, loaded) => writeSession(keptKey(hash), loaded),
};

/** A read the server has not answered in this time is a failed one, tried again like the others. */
const READ_LIMIT_MS = 10_000;

/** A static query result from the server the editor is served by, refused unless it is whole JSON with data and no errors. */
export async function loadStaticQuery(hash: string): Promise<Loaded> {
  const response = await fetch(`/page-data/sq/d/${hash}.json`, { signal: AbortSignal.timeout(READ_LIMIT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const result = (await response.json()) as Loaded & { errors?: { message?: string }[] };
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join("; "));
  if (result.data == null) throw new Error("sin datos");
  return result;
}
