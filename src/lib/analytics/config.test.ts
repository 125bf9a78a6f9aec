import { analyticsReleaseProblems, resolveAnalyticsConfig } from "./config";

describe("the measurement a build uses", () => {
  test("no setting is no measurement", () => {
    expect(resolveAnalyticsConfig({})).toBeNull();
    expect(resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_DOMAIN: "  ", GATSBY_PLAUSIBLE_ORIGIN: "" })).toBeNull();
    expect(analyticsReleaseProblems({})).toEqual([]);
  });

  test("the site's domain alone sends to Plausible's EU-hosted service", () => {
    expect(resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_DOMAIN: "montoyaservicios.es" })).toEqual({
      domain: "montoyaservicios.es",
      origin: "https://plausible.io",
      endpoint: "https://plausible.io/api/event",
    });
  });

  test("a self-hosted collector is named by its origin; `local` is the mailbox npm start runs", () => {
    expect(resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_DOMAIN: "montoyaservicios.es", GATSBY_PLAUSIBLE_ORIGIN: "https://medir.example/ruta" })?.endpoint).toBe("https://medir.example/api/event");
    expect(resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_ORIGIN: "local" })).toEqual({ domain: "local", origin: "http://127.0.0.1:9001", endpoint: "http://127.0.0.1:9001/api/event" });
  });

  test("a setting that cannot work is refused, naming it; a release build refuses a collector without https", () => {
    expect(() => resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_ORIGIN: "https://medir.example" })).toThrow("falta GATSBY_PLAUSIBLE_DOMAIN");
    expect(() => resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_DOMAIN: "https://montoya.es/" })).toThrow("GATSBY_PLAUSIBLE_DOMAIN debe ser el dominio");
    expect(() => resolveAnalyticsConfig({ GATSBY_PLAUSIBLE_DOMAIN: "montoya.es", GATSBY_PLAUSIBLE_ORIGIN: "javascript:alert(1)" })).toThrow("GATSBY_PLAUSIBLE_ORIGIN debe ser una dirección web");
    expect(analyticsReleaseProblems({ GATSBY_PLAUSIBLE_ORIGIN: "local" })).toEqual(['GATSBY_PLAUSIBLE_ORIGIN debe empezar por https:// (es "local")']);
    expect(analyticsReleaseProblems({ GATSBY_PLAUSIBLE_ORIGIN: "https://x.example" })).toHaveLength(1);
    expect(analyticsReleaseProblems({ GATSBY_PLAUSIBLE_DOMAIN: "montoya.es" })).toEqual([]);
  });
});
