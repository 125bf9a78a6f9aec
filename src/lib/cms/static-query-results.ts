/** One static query's result as Gatsby writes it (`/page-data/sq/d/{hash}.json`). */
export type Loaded = { data: unknown };

/** A static query result the preview could not have: the one error the preview's own message is about. */
export class StaticQueryUnavailable extends Error {}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Back-off before the attempt after `failed` failures: 0.5 s, 1 s, 2 s, then 4 s each. */
export const retryDelay = (failed: number) => Math.min(500 * 2 ** (failed - 1), 4_000);

/**
 * The static query results the editor's previews read, each fetched once, in the way React's Suspense reads: `read`
 * returns a result, or throws a promise while it loads, or a StaticQueryUnavailable once it could not be had. A failed
 * fetch is tried again: `gatsby develop` runs the queries again whenever content changes and rewrites each result in
 * place, so a read can meet a half-written file, or a result holding the errors of a run that met the data mid-change
 * (the next run mends it); remembering that failure would leave the preview broken until the page is reloaded.
 */
export class StaticQueryResults {
  private readonly results = new Map<string, Loaded | Promise<void> | Error>();

  constructor(
    private readonly load: (hash: string) => Promise<Loaded>,
    private readonly attempts = 10,
    private readonly pause: (ms: number) => Promise<void> = wait,
  ) {}

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
        this.results.set(hash, await this.load(hash));
        return;
      } catch (error) {
        failed += 1;
        if (failed >= this.attempts) {
          this.results.set(hash, new StaticQueryUnavailable(`Resultado ${hash}: ${error instanceof Error ? error.message : String(error)}`));
          return;
        }
        await this.pause(retryDelay(failed));
      }
    }
  }
}

/** A static query result from the server the editor is served by, refused unless it is whole JSON with data and no errors. */
export async function loadStaticQuery(hash: string): Promise<Loaded> {
  const response = await fetch(`/page-data/sq/d/${hash}.json`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const result = (await response.json()) as Loaded & { errors?: { message?: string }[] };
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join("; "));
  if (result.data == null) throw new Error("sin datos");
  return result;
}
