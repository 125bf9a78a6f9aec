import { KEY_VARIABLES, LOCAL_KEYS, LOCAL_MAILBOX_ORIGIN, missingKeys, PROVIDER_ORIGIN, releaseProblems, resolveEmailConfig } from "./config";

const keys = {
  GATSBY_EMAILJS_SERVICE_ID: "service_abc",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_def",
  GATSBY_EMAILJS_PUBLIC_KEY: "pk_123",
};

describe("constants", () => {
  test("local mailbox on loopback and the provider's default origin", () => {
    expect(LOCAL_MAILBOX_ORIGIN).toBe("http://127.0.0.1:9001");
    expect(PROVIDER_ORIGIN).toBe("https://api.emailjs.com");
    expect([...KEY_VARIABLES]).toEqual(["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID", "GATSBY_EMAILJS_PUBLIC_KEY"]);
  });
});

describe("missingKeys", () => {
  test("all missing in an empty environment", () => {
    expect(missingKeys({})).toEqual([...KEY_VARIABLES]);
  });

  test("none missing when all are set", () => {
    expect(missingKeys(keys)).toEqual([]);
  });

  test("blank values count as missing", () => {
    expect(missingKeys({ ...keys, GATSBY_EMAILJS_TEMPLATE_ID: "   ", GATSBY_EMAILJS_PUBLIC_KEY: "" })).toEqual([
      "GATSBY_EMAILJS_TEMPLATE_ID",
      "GATSBY_EMAILJS_PUBLIC_KEY",
    ]);
  });
});

describe("resolveEmailConfig", () => {
  test("none of the keys → local mode with the local keys and mailbox origin", () => {
    expect(resolveEmailConfig({})).toEqual({ mode: "local", ...LOCAL_KEYS, origin: LOCAL_MAILBOX_ORIGIN, blockHeadless: true });
    expect(LOCAL_KEYS).toEqual({ serviceId: "local_service", templateId: "local_template", publicKey: "local_public_key" });
  });

  test("blank keys count as none → local mode", () => {
    const config = resolveEmailConfig({ GATSBY_EMAILJS_SERVICE_ID: " ", GATSBY_EMAILJS_TEMPLATE_ID: "", GATSBY_EMAILJS_PUBLIC_KEY: "  " });
    expect(config.mode).toBe("local");
    expect(config.origin).toBe(LOCAL_MAILBOX_ORIGIN);
  });

  test("all three → provider mode with the default origin", () => {
    expect(resolveEmailConfig(keys)).toEqual({
      mode: "provider",
      serviceId: "service_abc",
      templateId: "template_def",
      publicKey: "pk_123",
      origin: "https://api.emailjs.com",
      blockHeadless: true,
    });
  });

  test("provider keys are trimmed", () => {
    const config = resolveEmailConfig({ GATSBY_EMAILJS_SERVICE_ID: " s ", GATSBY_EMAILJS_TEMPLATE_ID: " t", GATSBY_EMAILJS_PUBLIC_KEY: "p " });
    expect([config.serviceId, config.templateId, config.publicKey]).toEqual(["s", "t", "p"]);
  });

  test("provider mode with a custom GATSBY_EMAILJS_ORIGIN (trimmed, no trailing slash)", () => {
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_ORIGIN: "https://proxy.example.es" }).origin).toBe("https://proxy.example.es");
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_ORIGIN: " https://proxy.example.es/ " }).origin).toBe("https://proxy.example.es");
  });

  test("a blank GATSBY_EMAILJS_ORIGIN keeps the default origin", () => {
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_ORIGIN: "  " }).origin).toBe(PROVIDER_ORIGIN);
  });

  test("local mode honours a custom GATSBY_EMAILJS_ORIGIN", () => {
    expect(resolveEmailConfig({ GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:9999" })).toMatchObject({ mode: "local", origin: "http://127.0.0.1:9999" });
  });

  test("an origin is reduced to scheme, host and port, and anything that is not an http(s) address is refused", () => {
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_ORIGIN: "https://proxy.example.es/api/v1.0" }).origin).toBe("https://proxy.example.es");
    for (const bad of ["api.emailjs.com", "javascript:alert(1)", "https://x.example; script-src *", "ftp://x.example"]) {
      expect(() => resolveEmailConfig({ ...keys, GATSBY_EMAILJS_ORIGIN: bad })).toThrow(/GATSBY_EMAILJS_ORIGIN/);
    }
  });

  test("a release build refuses missing keys and an e-mail origin that is not https", () => {
    expect(releaseProblems(keys)).toEqual([]);
    expect(releaseProblems({ ...keys, GATSBY_EMAILJS_ORIGIN: "https://proxy.example.es" })).toEqual([]);
    expect(releaseProblems({ ...keys, GATSBY_EMAILJS_ORIGIN: "http://proxy.example.es" })).toEqual([
      'GATSBY_EMAILJS_ORIGIN debe empezar por https:// (es "http://proxy.example.es")',
    ]);
    expect(releaseProblems({})).toEqual([`faltan las claves de EmailJS ${KEY_VARIABLES.join(", ")}`]);
  });

  test("some but not all keys → throws naming exactly the missing variables", () => {
    const only = { GATSBY_EMAILJS_SERVICE_ID: "service_abc" };
    expect(() => resolveEmailConfig(only)).toThrow(/GATSBY_EMAILJS_TEMPLATE_ID/);
    expect(() => resolveEmailConfig(only)).toThrow(/GATSBY_EMAILJS_PUBLIC_KEY/);
    expect(() => resolveEmailConfig(only)).not.toThrow(/GATSBY_EMAILJS_SERVICE_ID/);

    const twoOfThree = { ...keys, GATSBY_EMAILJS_PUBLIC_KEY: undefined };
    expect(() => resolveEmailConfig(twoOfThree)).toThrow(/GATSBY_EMAILJS_PUBLIC_KEY/);
    expect(() => resolveEmailConfig(twoOfThree)).not.toThrow(/GATSBY_EMAILJS_(SERVICE|TEMPLATE)_ID/);
  });

  test('blockHeadless is true by default and "false" (any case, spaces) disables it', () => {
    expect(resolveEmailConfig(keys).blockHeadless).toBe(true);
    expect(resolveEmailConfig({}).blockHeadless).toBe(true);
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_BLOCK_HEADLESS: "false" }).blockHeadless).toBe(false);
    expect(resolveEmailConfig({ GATSBY_EMAILJS_BLOCK_HEADLESS: "false" }).blockHeadless).toBe(false);
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_BLOCK_HEADLESS: " FALSE " }).blockHeadless).toBe(false);
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_BLOCK_HEADLESS: "true" }).blockHeadless).toBe(true);
    expect(resolveEmailConfig({ ...keys, GATSBY_EMAILJS_BLOCK_HEADLESS: "0" }).blockHeadless).toBe(true);
  });
});
