/** Fixed paths the code links to, and the fragment ids fixed pages always render (content links may target them). */
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

export const servicePath = (slug: string) => `${ROUTES.services}/${slug}`;
export const articlePath = (id: number) => `${ROUTES.blog}/${id}`;
