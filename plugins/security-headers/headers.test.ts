import { adminPolicy, CACHE_RULES, CLOSED_POLICY, HEADER_POLICY, headersFile, IMMUTABLE, isHashedAsset, NOT_PAGES, pagePolicy, REVALIDATE } from "./headers";

describe("the page's Content-Security-Policy", () => {
  const csp = pagePolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], emailOrigin: "https://api.emailjs.com", mapOrigin: "https://www.openstreetmap.org" });
  const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

  test("allows scripts only from the site and by hash, each hash once", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive("script-src")).not.toContain("unsafe-inline");
  });

  test("lets the forms reach the e-mail service and the map frame load, and nothing else", () => {
    expect(directive("connect-src")).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive("frame-src")).toBe("frame-src https://www.openstreetmap.org");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  test("lets the pages reach the measurement's collector only when the build sends to one, named once", () => {
    const input = { scriptHashes: [], emailOrigin: "https://api.emailjs.com", mapOrigin: "https://www.openstreetmap.org" };
    const connect = (policy: string) => policy.split("; ").find((d) => d.startsWith("connect-src "));
    expect(connect(pagePolicy({ ...input, measureOrigin: "https://plausible.io" }))).toBe("connect-src 'self' https://api.emailjs.com https://plausible.io");
    expect(connect(pagePolicy({ ...input, measureOrigin: null }))).toBe("connect-src 'self' https://api.emailjs.com");
    expect(connect(pagePolicy({ ...input, emailOrigin: "http://127.0.0.1:9001", measureOrigin: "http://127.0.0.1:9001" }))).toBe("connect-src 'self' http://127.0.0.1:9001");
  });

  test("carries nothing a <meta> policy ignores", () => {
    expect(csp).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });
});

describe("the _headers file", () => {
  const admin = adminPolicy({ connect: ["https://api.github.com"], images: ["https://avatars.githubusercontent.com"] });
  const text = headersFile(admin);
  const lines = text.split("\n");
  const rules = lines.filter((line) => line.startsWith("/"));
  // The block of the file for one pattern.
  const rule = (pattern: string) =>
    text
      .split("\n\n")
      .filter((block) => block.split("\n").includes(pattern))
      .join("\n");

  test("names each pattern once, with all its headers: Cloudflare's runtime keeps only the last block of a pattern", () => {
    expect(rules.length).toBe(new Set(rules).size);
    expect(rule("/*.js")).toContain(`Content-Security-Policy: ${CLOSED_POLICY}`);
    expect(rule("/*.js")).toContain(`Cache-Control: ${IMMUTABLE}`);
  });

  test("fits Cloudflare's limits (Workers static assets, as Pages): at most 100 rules, no line over 2,000 characters", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(2000);
  });

  test("sends the security headers on every path, with a policy that leaves scripts to each page's own", () => {
    for (const header of ["Strict-Transport-Security: max-age=31536000", "X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Referrer-Policy:", "Permissions-Policy:"]) {
      expect(rule("/*")).toContain(header);
    }
    expect(rule("/*")).toContain(`Content-Security-Policy: ${HEADER_POLICY}`);
    expect(HEADER_POLICY).toContain("frame-ancestors 'none'");
    expect(HEADER_POLICY).not.toMatch(/default-src|script-src/);
  });

  test("gives the editor its own policy, strict but for what Decap CMS needs, and keeps it out of search engines", () => {
    expect(rule("/admin/*")).toContain(`Content-Security-Policy: ${admin}`);
    expect(rule("/admin/*")).toContain("X-Robots-Tag: noindex, nofollow");
    expect(rule("/admin/*")).not.toContain("Cache-Control");
    expect(admin).toContain("script-src 'self' 'unsafe-eval';");
    expect(admin).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(admin).toContain("connect-src 'self' blob: data: https://api.github.com;");
    expect(admin).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;");
    expect(adminPolicy({ connect: [], images: [] })).toContain("connect-src 'self' blob: data:;");
  });

  test("gives every kind of file that is not a page a closed policy, and never matches a page", () => {
    for (const pattern of NOT_PAGES) expect(rule(pattern)).toContain(`Content-Security-Policy: ${CLOSED_POLICY}`);
    expect(CLOSED_POLICY).toMatch(/^default-src 'none';/);
    expect(CLOSED_POLICY).toContain("sandbox");
    const matches = (pattern: string, url: string) => new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/\*/g, ".*")}$`).test(url);
    for (const page of ["/", "/servicios/", "/servicios/fontaneria/", "/servicios/fontaneria/index.html", "/404.html", "/blog/[...]/"]) {
      expect(NOT_PAGES.filter((p) => matches(p, page))).toEqual([]);
    }
  });

  test("gives each kind of file one caching policy, and none on the rule every path matches", () => {
    expect(rule("/*")).not.toContain("Cache-Control");
    expect(rule("/static/*")).toContain(`Cache-Control: ${IMMUTABLE}`);
    expect(rule("/*.js")).toContain(`Cache-Control: ${IMMUTABLE}`);
    for (const pattern of ["/", "/*/", "/page-data/*"]) expect(rule(pattern)).toContain(`Cache-Control: ${REVALIDATE}`);
    expect(text.match(/Cache-Control/g)).toHaveLength(CACHE_RULES.length);
  });

  test("recognises the hashed files Gatsby writes", () => {
    expect(isHashedAsset("app-31fab805e63d864bb355.js")).toBe(true);
    expect(isHashedAsset("styles.d7042c862cd1c9c92002.css")).toBe(true);
    expect(isHashedAsset("component---src-pages-index-tsx-a4c974fbbe4a2c9146bc.js")).toBe(true);
    expect(isHashedAsset("robots.txt")).toBe(false);
    expect(isHashedAsset("partytown.js")).toBe(false);
  });

  test("recognises what Decap's prebuilt bundle loads beside itself, in a folder named by their hash", () => {
    expect(isHashedAsset("admin/decap-cms-0c5e1f2a3b4c5d6e7f80/2598.decap-cms.js")).toBe(true);
    expect(isHashedAsset("admin/decap-cms-0c5e1f2a3b4c5d6e7f80/f728dc876b39e5273411.wasm")).toBe(true);
    expect(isHashedAsset("admin/decap/2598.decap-cms.js")).toBe(false);
    expect(isHashedAsset("admin/2598.decap-cms.js")).toBe(false);
  });
});
