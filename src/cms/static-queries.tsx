import React, { Suspense, useMemo } from "react";
import { StaticQueryContext } from "gatsby";
import { loadStaticQuery, sessionKept, StaticQueryResults, StaticQueryUnavailable } from "../lib/cms/static-query-results";

const results = new StaticQueryResults(loadStaticQuery, { kept: sessionKept });

/** Says what to do when the site's shared data could not be had; any other error goes on to the editor's own handling. */
class Unavailable extends React.Component<{ children: React.ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof StaticQueryUnavailable)) throw error;
    return (
      <p role="alert">
        La vista previa no ha podido leer los datos comunes del sitio (menú, pie, textos de los formularios). Puede seguir
        editando y guardar con normalidad; para ver la vista previa, recargue la página.
      </p>
    );
  }
}

/**
 * The site's components read the company's facts, menus and form texts with useStaticQuery. Outside a Gatsby page
 * there is nothing to answer it, so the preview provides each result as the site's pages load it: on first use.
 */
export function WithStaticQueries({ children }: { children: React.ReactNode }) {
  const context = useMemo(
    () => new Proxy({}, { get: (_target, key) => (typeof key === "string" && /^\d+$/.test(key) ? results.read(key) : undefined) }),
    [],
  );
  return (
    <StaticQueryContext.Provider value={context}>
      <Unavailable>
        <Suspense fallback={<p>Cargando la vista previa…</p>}>{children}</Suspense>
      </Unavailable>
    </StaticQueryContext.Provider>
  );
}
