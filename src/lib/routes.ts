/** Fixed paths the code links to (the files of src/pages), and the fragment ids fixed pages always render (content links may target them). */
export const ROUTES = {
  home: "/",
  services: "/servicios",
  about: "/sobre-nosotros",
  blog: "/blog",
  contact: "/contacto",
} as const;

export const CONTACT_FORM_ID = "formulario";

export const PAGE_ANCHORS: Record<string, string[]> = {
  [ROUTES.contact]: [CONTACT_FORM_ID],
};

/** The page of a record of each kind kept in a folder (src/lib/content/kinds.ts): {field} is filled from the record. */
export const RECORD_ROUTES = { service: "/servicios/{slug}", article: "/blog/{id}", legal: "/{slug}" } as const;

/** The record field a route pattern names: "/blog/{id}" → "id". */
export const routeKey = (route: string): string => /\{(\w+)\}/.exec(route)?.[1] ?? "";

/** A route pattern with its field filled in: fillRoute("/blog/{id}", 3) → "/blog/3". */
export const fillRoute = (route: string, value: string | number): string => route.replace(/\{\w+\}/, String(value));

/** The fixed first step of a route pattern with pages below it, a section of the site: "/blog/{id}" → "/blog/"; "/{slug}" → null. */
export const sectionOf = (route: string): string | null => /^\/[^/{}]+\/(?=.)/.exec(route)?.[0] ?? null;

export const servicePath = (slug: string) => fillRoute(RECORD_ROUTES.service, slug);
export const articlePath = (id: number) => fillRoute(RECORD_ROUTES.article, id);

/**
 * A path of this site ("/contacto"), not another host ("//host") nor a scheme ("javascript:"). Browsers read "\" as
 * "/" and drop tabs and line breaks from an address, so "/\host" is "//host", another origin; "%5C" and "%2F" become
 * "\" and "/" wherever a host or a redirect decodes them. A site path holds none of them. Every place that decides
 * asks this: the content check, pageHref (each link, so the editor's preview too) and Markdown links.
 */
export const isSitePath = (href: string) => /^\/(?!\/)/.test(href) && !/[\\\t\n\r]|%5c|%2f/i.test(href);

/**
 * A link to a page of the site at the address the host serves it from (/ruta/, gatsby-config trailingSlash
 * "always"): "/contacto#formulario" → "/contacto/#formulario". Files (a dot in the last segment) stay as they are.
 */
export function pageHref(href: string): string {
  // Only a path of this site is a link: anything else (javascript:, //host, /\host, a typo) becomes "#". The content
  // check refuses such a value at build; this keeps it harmless where it is shown first, in the editor's preview.
  if (!isSitePath(href) && !/^[?#]/.test(href)) return "#";
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return href;
  return `${pathname}/${rest}`;
}

/** A breadcrumb trail: the home page, then the given steps. */
export function trail(...steps: { name: string; path: string }[]): { name: string; path: string }[] {
  return [{ name: "Inicio", path: ROUTES.home }, ...steps];
}
