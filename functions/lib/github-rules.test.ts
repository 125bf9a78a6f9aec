/** @jest-environment node */
import { checkFor, filesProblem, treeProblem, withCoAuthor } from "./github-rules";

test("only the calls Decap's GitHub backend makes are let through, each with its check", () => {
  expect(checkFor("GET", "")).toBe("repo");
  expect(checkFor("GET", "/git/trees/main:data/services")).toBe("read");
  expect(checkFor("GET", "/branches/cms%2Fservicios%2Ffontaneria")).toBe("read");
  expect(checkFor("POST", "/git/trees")).toBe("tree");
  expect(checkFor("POST", "/git/commits")).toBe("commit");
  expect(checkFor("PATCH", "/git/refs/heads/cms%2Fservicios%2Ffontaneria")).toBe("ref");
  expect(checkFor("PUT", "/pulls/3/merge")).toBe("merge");
  for (const [method, rest] of [["DELETE", ""], ["PUT", "/collaborators/intruso"], ["POST", "/hooks"], ["GET", "/actions/secrets"], ["PATCH", ""], ["PUT", "/contents/functions/api/auth.ts"], ["GET", "/branches/..%2F..%2Fotro%2Frepo"]]) {
    expect(checkFor(method!, rest!)).toBeUndefined();
  }
});

test("a new tree may only name plain files in data/, on the branch's tree", () => {
  const entry = (path: string) => ({ path, mode: "100644", type: "blob", sha: "a".repeat(40) });
  expect(treeProblem({ base_tree: "b".repeat(40), tree: [entry("data/services/fontaneria.json"), entry("data/images/services/nuevo.jpg")] })).toBeUndefined();
  for (const path of ["functions/api/auth.ts", ".github/workflows/deploy.yml", "data/../functions/x.ts", "package.json", "datos/x.json"]) {
    expect(treeProblem({ base_tree: "b".repeat(40), tree: [entry("data/site.json"), entry(path)] })).toBe(`El editor solo cambia archivos de data/: ${path}.`);
  }
  expect(treeProblem({ base_tree: "b".repeat(40), tree: [{ ...entry("data/enlace"), mode: "120000" }] })).toBe("El editor solo cambia archivos de data/: data/enlace.");
  expect(treeProblem({ tree: [entry("data/site.json")] })).toBe("Un árbol nuevo debe partir del de la rama (base_tree).");
});

test("what a branch or merge brings must all be in data/, renames included", () => {
  expect(filesProblem([{ filename: "data/site.json" }, { filename: "data/images/a.jpg", previous_filename: "data/images/b.jpg" }])).toBeUndefined();
  expect(filesProblem([{ filename: "data/site.json" }, { filename: "src/pages/index.tsx" }])).toBe("El editor solo cambia archivos de data/: src/pages/index.tsx.");
  expect(filesProblem([{ filename: "data/x.json", previous_filename: "gatsby-config.ts" }])).toBe("El editor solo cambia archivos de data/: gatsby-config.ts.");
  expect(filesProblem(undefined)).toBe("No se puede comprobar qué archivos cambia.");
});

test("the editor is named as co-author, once, and no one else is", () => {
  expect(withCoAuthor("Update Servicios “fontaneria”", "ana@ejemplo.es")).toBe("Update Servicios “fontaneria”\n\nCo-authored-by: ana <ana@ejemplo.es>");
  expect(withCoAuthor("x\n\nCo-authored-by: Otra <otra@ejemplo.es>", "ana@ejemplo.es")).toBe("x\n\nCo-authored-by: ana <ana@ejemplo.es>");
});
