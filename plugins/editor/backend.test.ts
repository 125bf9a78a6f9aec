import { cmsBackend, LOCAL_BACKEND_URL } from "./backend";

describe("where the editor saves", () => {
  test("while developing, the local backend on loopback, which the page may reach", () => {
    const b = cmsBackend({}, true);
    expect(b.localBackend).toBe(true);
    expect(b.connect).toEqual(["http://127.0.0.1:8081"]);
    expect(LOCAL_BACKEND_URL).toBe("http://127.0.0.1:8081/api/v1");
  });

  test("a published build defaults to Git Gateway on the main branch, with no local backend", () => {
    expect(cmsBackend({}, false)).toEqual({ backend: { name: "git-gateway", branch: "main" }, localBackend: false, connect: [], images: [] });
  });

  test("GitHub from environment variables, with its API and an OAuth helper", () => {
    const b = cmsBackend({ CMS_BACKEND: "github", CMS_REPO: "montoya/web", CMS_BRANCH: "produccion", CMS_AUTH_URL: "https://auth.example.com/callback" }, false);
    expect(b.backend).toEqual({ name: "github", repo: "montoya/web", branch: "produccion", base_url: "https://auth.example.com" });
    expect(b.connect).toEqual(["https://api.github.com"]);
  });

  test("a mistake in the variables stops the build with what to set", () => {
    expect(() => cmsBackend({ CMS_BACKEND: "github" }, false)).toThrow("CMS_BACKEND=github necesita CMS_REPO con la forma propietario/repositorio");
    expect(() => cmsBackend({ CMS_BACKEND: "gitlab" }, false)).toThrow('CMS_BACKEND="gitlab" no es un destino conocido');
  });
});
