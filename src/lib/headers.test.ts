import { createHash } from "crypto";
import { contentSecurityPolicy, headersFile, inlineScriptHashes, isHashedAsset } from "./headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  test("hashes inline scripts exactly as written, and skips external scripts and JSON data blocks", () => {
    const html = [
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
      '<script src="/app-1234567890abcdef.js" async></script>',
      '<script type="application/ld+json">{"@type":"Service"}</script>',
      '<script type="module">const t=1;</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha('/*<![CDATA[*/window.pagePath="/";/*]]>*/'), sha("const t=1;")]);
  });
});

describe("the Content-Security-Policy", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], emailOrigin: "https://api.emailjs.com", mapOrigin: "https://www.openstreetmap.org" });
  const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));

  test("allows scripts only from the site and by hash, each hash once", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive("script-src")).not.toContain("unsafe-inline");
  });

  test("lets the forms reach the e-mail service and the map frame load, and nothing else", () => {
    expect(directive("connect-src")).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive("frame-src")).toBe("frame-src https://www.openstreetmap.org");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });
});

describe("the _headers file", () => {
  const text = headersFile({ scriptHashes: [], emailOrigin: "https://api.emailjs.com", mapOrigin: "https://www.openstreetmap.org", hashedAssets: ["/app-0123456789abcdef0123.js"] });
  const rule = (pattern: string) => text.split("\n\n").find((block) => block.split("\n").includes(pattern)) ?? "";

  test("sends the security headers on every path", () => {
    for (const header of ["Content-Security-Policy:", "Strict-Transport-Security: max-age=31536000", "X-Content-Type-Options: nosniff", "Referrer-Policy:", "Permissions-Policy:"]) {
      expect(rule("/*")).toContain(header);
    }
  });

  test("caches hashed assets for a year and revalidates HTML and page data", () => {
    expect(rule("/static/*")).toContain("Cache-Control: public, max-age=31536000, immutable");
    expect(rule("/app-0123456789abcdef0123.js")).toContain("immutable");
    expect(rule("/*")).toContain("Cache-Control: public, max-age=0, must-revalidate");
    expect(rule("/page-data/*")).toContain("must-revalidate");
  });

  test("recognises the hashed files Gatsby writes", () => {
    expect(isHashedAsset("app-31fab805e63d864bb355.js")).toBe(true);
    expect(isHashedAsset("styles.d7042c862cd1c9c92002.css")).toBe(true);
    expect(isHashedAsset("component---src-pages-index-tsx-a4c974fbbe4a2c9146bc.js")).toBe(true);
    expect(isHashedAsset("robots.txt")).toBe(false);
    expect(isHashedAsset("sw.js")).toBe(false);
  });
});
