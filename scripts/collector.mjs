// Stand-in for Plausible's Events API (POST /api/event), served by the local mailbox: `npm start` prints each event
// the pages send, and the end-to-end tests read them. It checks what Plausible needs and what the site promises:
// a name, the page's address, the site's domain, and props that are short texts.
export const EVENT_PATH = "/api/event";

/** Why a body is not an event Plausible would take, or null when it is. */
export function checkEvent(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "the body is not a JSON object";
  for (const key of ["name", "url", "domain"]) if (typeof body[key] !== "string" || body[key] === "") return `${key} is missing`;
  if (!/^https?:\/\//.test(body.url)) return "url is not an address";
  if (body.referrer !== undefined && body.referrer !== null && typeof body.referrer !== "string") return "referrer is not a string";
  if (body.props !== undefined) {
    if (!body.props || typeof body.props !== "object" || Array.isArray(body.props)) return "props is not an object";
    for (const [key, value] of Object.entries(body.props)) if (typeof value !== "string" || value.length > 300) return `props.${key} is not a short text`;
  }
  return null;
}

/** The line the terminal shows for an event. */
export function describeEvent(body) {
  const { pathname, search } = new URL(body.url);
  const props = Object.entries(body.props ?? {}).map(([k, v]) => `${k}=${v}`);
  return `[medición] ${body.name} · ${pathname}${search}${body.referrer ? ` · desde ${body.referrer}` : ""}${props.length ? ` · ${props.join(" · ")}` : ""}`;
}
