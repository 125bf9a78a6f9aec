import { cmsBackend, githubRepo, LOCAL_BACKEND_URL, logsInOnItsOrigin } from "./backend";

describe("where the editor saves", () => {
  test("while developing, the local backend on loopback, which the page may reach, with no drafts", () => {
    const b = cmsBackend({}, true);
    expect(b.localBackend).toBe(true);
    expect(b.editorialWorkflow).toBe(false);
    expect(b.connect).toEqual(["http://127.0.0.1:8081", "https://api.github.com"]);
    expect(LOCAL_BACKEND_URL).toBe("http://127.0.0.1:8081/api/v1");
  });

  test("a published build saves drafts to GitHub, logging in through the site's own Worker", () => {
    const b = cmsBackend({ CMS_REPO: "montoya/web" }, false);
    expect(b).toEqual({
      backend: { name: "github", repo: "montoya/web", branch: "main", auth_endpoint: "api/auth" },
      localBackend: false,
      editorialWorkflow: true,
      connect: ["https://api.github.com"],
      images: ["https://avatars.githubusercontent.com"],
    });
    expect(logsInOnItsOrigin(b)).toBe(true);
  });

  test("the repository, unset, is the one the site was cloned from (Netlify's REPOSITORY_URL, or git's origin)", () => {
    expect(cmsBackend({ REPOSITORY_URL: "https://github.com/montoya/web" }, false).backend.repo).toBe("montoya/web");
    expect(cmsBackend({}, false, "git@github.com:montoya/web-2.git").backend.repo).toBe("montoya/web-2");
    expect(githubRepo("https://github.com/montoya/web.git")).toBe("montoya/web");
    expect(githubRepo("/work/main")).toBeUndefined();
    const none = cmsBackend({}, false, "https://gitlab.com/montoya/web.git");
    expect(none.backend).not.toHaveProperty("repo");
    expect(none.warning).toContain("defina CMS_REPO=propietario/repositorio");
  });

  test("a scope only for another OAuth helper (public_repo for a public repository), refused with the site's own GitHub App login", () => {
    const helper = { CMS_REPO: "montoya/web", CMS_AUTH_URL: "https://api.netlify.com" };
    expect(cmsBackend({ ...helper, CMS_AUTH_SCOPE: "public_repo" }, false).backend.auth_scope).toBe("public_repo");
    expect(() => cmsBackend({ ...helper, CMS_AUTH_SCOPE: "admin:org" }, false)).toThrow(/CMS_AUTH_SCOPE debe ser/);
    expect(() => cmsBackend({ CMS_REPO: "montoya/web", CMS_AUTH_SCOPE: "public_repo" }, false)).toThrow("CMS_AUTH_SCOPE no se usa con el acceso propio del sitio");
  });

  test("another OAuth helper, a branch, and the tests' stand-in for GitHub's API", () => {
    const b = cmsBackend({ CMS_REPO: "montoya/web", CMS_BRANCH: "produccion", CMS_AUTH_URL: "https://auth.example.com/callback", CMS_GITHUB_API_ROOT: "http://127.0.0.1:9310/" }, false);
    expect(b.backend).toEqual({ name: "github", repo: "montoya/web", branch: "produccion", base_url: "https://auth.example.com", auth_scope: "repo", api_root: "http://127.0.0.1:9310" });
    expect(logsInOnItsOrigin(b)).toBe(false);
    expect(b.connect).toEqual(["http://127.0.0.1:9310"]);
  });

  test("Git Gateway only when asked for; a mistake in the variables stops the build with what to set", () => {
    const gateway = cmsBackend({ CMS_BACKEND: "git-gateway" }, false);
    expect(gateway.backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(logsInOnItsOrigin(gateway)).toBe(false);
    expect(() => cmsBackend({ CMS_REPO: "montoya" }, false)).toThrow('CMS_REPO debe tener la forma propietario/repositorio (es "montoya")');
    expect(() => cmsBackend({ CMS_BACKEND: "gitlab" }, false)).toThrow('CMS_BACKEND="gitlab" no es un destino conocido');
  });
});
