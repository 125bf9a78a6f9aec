import React, { Suspense, useMemo } from "react";
import { StaticQueryContext } from "gatsby";

type Loaded = { data: unknown };

const results = new Map<string, Loaded | Promise<void>>();

/** One static query's result, as the site's build or `gatsby develop` wrote it; suspends until it has arrived. */
function result(hash: string): Loaded {
  const known = results.get(hash);
  if (known && !(known instanceof Promise)) return known;
  if (!known) {
    const loading = fetch(`/page-data/sq/d/${hash}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<Loaded>) : Promise.reject(new Error(`${response.status} ${hash}`))))
      .then((loaded) => void results.set(hash, loaded))
      .catch(() => void results.set(hash, { data: null }));
    results.set(hash, loading);
    throw loading;
  }
  throw known;
}

/**
 * The site's components read the company's facts, menus and form texts with useStaticQuery. Outside a Gatsby page
 * there is nothing to answer it, so the preview provides each result as the site's pages load it: on first use.
 */
export function WithStaticQueries({ children }: { children: React.ReactNode }) {
  const context = useMemo(
    () => new Proxy({}, { get: (_target, key) => (typeof key === "string" && /^\d+$/.test(key) ? result(key) : undefined) }),
    [],
  );
  return (
    <StaticQueryContext.Provider value={context}>
      <Suspense fallback={<p>Cargando la vista previa…</p>}>{children}</Suspense>
    </StaticQueryContext.Provider>
  );
}
