// The `_headers` file of Cloudflare Pages and Netlify: read once, then matched against each request's path.

/** Parses a Netlify/Cloudflare Pages `_headers` file: a path pattern line, then indented "Name: value" lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), regex: patternRegex(line.trim()), headers: [] });
    } else if (rules.length > 0) {
      const i = line.indexOf(":");
      if (i > 0) rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

// A splat (*) matches any characters, slashes included; a placeholder (:name) one path segment. Compiled once, when
// the file is read, not on every request.
function patternRegex(pattern) {
  const source = pattern
    .split(/(\*|:\w+)/)
    .map((part) => (part === "*" ? ".*" : /^:\w+$/.test(part) ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The headers a host that reads `_headers` sends for a path: every matching rule applies, and values of the same
 * header from several rules are joined with ", " (as Cloudflare Pages and Netlify document). With no Cache-Control
 * from the file, both send "public, max-age=0, must-revalidate".
 */
export function headersFor(rules, urlPath) {
  const out = new Map();
  for (const rule of rules) {
    if (!rule.regex.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = out.get(key);
      out.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  if (!out.has("cache-control")) out.set("cache-control", ["Cache-Control", "public, max-age=0, must-revalidate"]);
  return Object.fromEntries(out.values());
}
