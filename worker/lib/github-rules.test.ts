/** @jest-environment node */
import { filesProblem, routeFor, ROUTES, shapeProblem, treeChangeProblem, treeProblem, withCoAuthor, type TreeEntry } from "./github-rules";

const REPO = { owner: "montoya", branch: "main" };
const SHA = "a".repeat(40);
const shape = (method: string, rest: string, body: Record<string, unknown>) => shapeProblem(routeFor(method, rest)!, body, rest, REPO);

test("only the calls Decap's GitHub backend makes are let through, each naming the method of Decap's that needs it", () => {
  expect(routeFor("GET", "")?.check).toBe("repo");
  expect(routeFor("GET", "/git/trees/main:data/services")?.check).toBe("read");
  expect(routeFor("GET", "/branches/cms%2Fservicios%2Ffontaneria")?.check).toBe("read");
  expect(routeFor("POST", "/git/trees")?.check).toBe("tree");
  expect(routeFor("POST", "/git/commits")?.check).toBe("commit");
  expect(routeFor("PATCH", "/git/refs/heads/cms%2Fservicios%2Ffontaneria")?.check).toBe("move-branch");
  expect(routeFor("PUT", "/pulls/3/merge")?.check).toBe("merge");
  expect(ROUTES.every((r) => r.decap.length > 0 && (r.method === "GET") === (r.body === undefined))).toBe(true);
  const never = [["DELETE", ""], ["PUT", "/collaborators/intruso"], ["POST", "/hooks"], ["GET", "/actions/secrets"], ["PATCH", ""], ["PUT", "/contents/worker/index.ts"], ["GET", "/branches/..%2F..%2Fotro%2Frepo"], ["POST", "/issues/3/labels"], ["DELETE", "/issues/3/labels/x"], ["POST", "/issues/3/comments"], ["PATCH", "/issues/3"], ["GET", "/contents/x.json"], ["PATCH", "/git/refs/tags/v1"], ["PATCH", "/git/refs/heads/cms/servicios/x"]];
  for (const [method, rest] of never) expect(routeFor(method!, rest!)).toBeUndefined();
});

test("a branch is named by the path alone, and only drafts (cms/…) are created, moved or deleted", () => {
  expect(shape("PATCH", "/git/refs/heads/cms%2Fservicios%2Ffontaneria", { sha: SHA, force: true })).toBeUndefined();
  // GitHub moves the branch in the path and ignores a body's ref: one there is refused, whatever it names.
  expect(shape("PATCH", "/git/refs/heads/main", { sha: SHA, force: true, ref: "refs/heads/cms/servicios/x" })).toBe("La rama que se mueve es la de la dirección; no se admite otra en el cuerpo (ref).");
  expect(shape("PATCH", "/git/refs/heads/cms%2Fservicios%2Fx", { sha: SHA, ref: "refs/heads/cms/servicios/x" })).toMatch(/no se admite otra/);
  expect(shape("PATCH", "/git/refs/heads/main", { sha: SHA, force: true })).toBe("El editor solo escribe en sus borradores (ramas cms/…), no en main.");
  expect(routeFor("PATCH", "/git/refs/heads/cms%2F..%2F..%2Fheads%2Fmain")).toBeUndefined();
  expect(shape("PATCH", "/git/refs/heads/cms%2Fx", { sha: SHA })).toBe("El editor solo escribe en sus borradores (ramas cms/…), no en cms/x.");
  expect(shape("POST", "/git/refs", { ref: "refs/heads/cms/servicios/x", sha: SHA })).toBeUndefined();
  for (const ref of ["refs/heads/main", "refs/meta/_decap_cms", "refs/tags/cms/x", "refs/heads/cms_123/servicios/x", "cms/servicios/x", "refs/heads/cms/x"]) expect(shape("POST", "/git/refs", { ref, sha: SHA })).toMatch(/^El editor solo escribe en sus borradores/);
  expect(shape("DELETE", "/git/refs/heads/cms%2Farticulos%2F3", {})).toBeUndefined();
  expect(shape("DELETE", "/git/refs/heads/main", {})).toBe("El editor solo borra sus borradores (ramas cms/…).");
});

test("a write carrying what Decap never sends is refused, naming it", () => {
  expect(shape("POST", "/git/commits", { message: "m", tree: SHA, parents: [SHA], signature: "x" })).toBe("La petición lleva campos que el editor no envía: signature.");
  expect(shape("POST", "/git/commits", { message: "m", tree: SHA, parents: [SHA, SHA] })).toBe("Un cambio del editor parte de un solo cambio anterior, con su árbol.");
  expect(shape("PATCH", "/pulls/4", { state: "closed", base: "otra" })).toMatch(/base/);
  expect(shape("PATCH", "/pulls/4", { state: "open" })).toBe("El editor solo cierra sus solicitudes de cambios.");
  expect(shape("PUT", "/pulls/4/merge", { merge_method: "rebase" })).toBe("El editor publica con una fusión (merge o squash).");
  expect(shape("PUT", "/issues/4/labels", { labels: ["decap-cms/draft"] })).toBeUndefined();
  expect(shape("PUT", "/issues/4/labels", { labels: [{ name: "x" }] })).toBe("Las etiquetas son una lista de nombres.");
  expect(shape("POST", "/pulls", { title: "t", body: "b", head: "montoya:cms/servicios/x", base: "main" })).toBeUndefined();
  for (const [head, base] of [["montoya:arreglo", "main"], ["otro:cms/servicios/x", "main"], ["montoya:cms/servicios/x", "desarrollo"], ["a:b:cms/servicios/x", "main"]]) {
    expect(shape("POST", "/pulls", { head, base })).toBe("Una solicitud de cambios del editor va de un borrador (cms/…) a la rama publicada.");
  }
});

test("a new tree may only name plain files in data/, on a base", () => {
  const entry = (path: string) => ({ path, mode: "100644", type: "blob", sha: SHA });
  expect(treeProblem({ base_tree: SHA, tree: [entry("data/services/fontaneria.json"), entry("data/images/services/nuevo.jpg"), { ...entry("data/x.json"), sha: null }] })).toBeUndefined();
  for (const path of ["worker/index.ts", ".github/workflows/deploy.yml", "data/../functions/x.ts", "package.json", "datos/x.json"]) {
    expect(treeProblem({ base_tree: SHA, tree: [entry("data/site.json"), entry(path)] })).toBe(`El editor solo cambia archivos de data/: ${path}.`);
  }
  for (const odd of [{ mode: "120000" }, { mode: "160000", type: "commit" }, { mode: "100755" }, { content: "x" }]) {
    expect(treeProblem({ base_tree: SHA, tree: [{ ...entry("data/enlace"), ...odd }] })).toBe("El editor solo cambia archivos de data/: data/enlace.");
  }
  expect(treeProblem({ tree: [entry("data/site.json")] })).toBe("Un árbol nuevo debe partir del de la rama (base_tree).");
});

const blob = (path: string, sha = SHA, mode = "100644"): TreeEntry => ({ path, mode, type: "blob", sha });
const dir = (path: string, sha = SHA): TreeEntry => ({ path, mode: "040000", type: "tree", sha });

test("a new commit may change over its parent only plain files in data/", () => {
  const parent = [blob("README.md"), dir("data"), blob("data/site.json"), dir("src"), blob("src/x.ts")];
  expect(treeChangeProblem(parent, [blob("README.md"), dir("data", "b".repeat(40)), blob("data/site.json", "c".repeat(40)), dir("data/blog"), blob("data/blog/10.json"), dir("src"), blob("src/x.ts")])).toBeUndefined();
  expect(treeChangeProblem(parent, [blob("README.md"), dir("data"), blob("data/site.json"), dir("src"), blob("src/x.ts", "d".repeat(40))])).toBe("El editor solo cambia archivos de data/: src/x.ts.");
  expect(treeChangeProblem(parent, [blob("README.md"), dir("data"), blob("data/site.json")])).toBe("El editor solo cambia archivos de data/: src, src/x.ts.");
  expect(treeChangeProblem(parent, [...parent.filter((e) => e.path !== "data/site.json"), blob("data/site.json", SHA, "120000")])).toBe("El editor solo cambia archivos de data/: data/site.json.");
  expect(treeChangeProblem(parent, [...parent, { path: "data/modulo", mode: "160000", type: "commit", sha: SHA }])).toBe("El editor solo cambia archivos de data/: data/modulo.");
});

test("what a branch or merge brings must all be plain files in data/, renames and modes included", () => {
  const head = [blob("data/site.json"), blob("data/images/a.jpg"), blob("data/enlace.json", SHA, "120000")];
  expect(filesProblem([{ filename: "data/site.json", status: "modified" }, { filename: "data/images/a.jpg", previous_filename: "data/images/b.jpg", status: "renamed" }, { filename: "data/viejo.json", status: "removed" }], head)).toBeUndefined();
  expect(filesProblem([{ filename: "data/site.json" }, { filename: "src/pages/index.tsx", status: "removed" }], head)).toBe("El editor solo cambia archivos de data/: src/pages/index.tsx.");
  expect(filesProblem([{ filename: "data/x.json", previous_filename: "gatsby-config.ts", status: "renamed" }], [blob("data/x.json")])).toBe("El editor solo cambia archivos de data/: gatsby-config.ts.");
  // A file turned into a link shows in a compare as "modified"; its mode in the head's tree tells.
  expect(filesProblem([{ filename: "data/enlace.json", status: "modified" }], head)).toBe("El editor solo cambia archivos de data/: data/enlace.json.");
  expect(filesProblem(undefined, head)).toBe("No se puede comprobar qué archivos cambia.");
});

test("the editor is named as co-author, once, and no one else is", () => {
  expect(withCoAuthor("Update Servicios “fontaneria”", "ana@ejemplo.es")).toBe("Update Servicios “fontaneria”\n\nCo-authored-by: ana <ana@ejemplo.es>");
  expect(withCoAuthor("x\n\nCo-authored-by: Otra <otra@ejemplo.es>", "ana@ejemplo.es")).toBe("x\n\nCo-authored-by: ana <ana@ejemplo.es>");
});
