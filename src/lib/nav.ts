/** Navigation rules the header follows, kept pure so they are tested without a browser. */

/** Trailing slashes and query strings do not change which page a path is. */
export function normalizePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return clean === "" ? "/" : clean;
}

/** A link is current on its own page; a section link (e.g. /servicios) also on every page below it. */
export function isActive(pathname: string, href: string): boolean {
  const current = normalizePath(pathname);
  const target = normalizePath(href);
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}

export interface MenuGroupDef {
  id: string;
  title: string;
  icon: string;
}

export interface MenuServiceRef {
  slug: string;
  title: string;
  menu: { group: string; order: number } | null;
}

export interface MenuGroup extends MenuGroupDef {
  items: { slug: string; title: string }[];
  /** True when the group has more services than it shows: the group then links to the full list. */
  hasMore: boolean;
}

/** Mega-menu groups in their configured order, each with at most `max` services by their menu order. */
export function menuGroups(groups: readonly MenuGroupDef[], services: readonly MenuServiceRef[], max: number): MenuGroup[] {
  return groups.map((group) => {
    const members = services
      .filter((s) => s.menu?.group === group.id)
      .sort((a, b) => a.menu!.order - b.menu!.order || a.title.localeCompare(b.title, "es"));
    return { ...group, items: members.slice(0, max).map(({ slug, title }) => ({ slug, title })), hasMore: members.length > max };
  });
}

/** Scroll offset past which the header is in its compact, fixed state. */
export const HEADER_FIXED_AFTER = 100;
/** Delay before the mega-menu closes once the pointer leaves it. */
export const MEGA_MENU_CLOSE_DELAY = 150;

export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > HEADER_FIXED_AFTER;
}

/**
 * Where an arrow key moves focus in the mega-menu's links (its own "Servicios" link first, then the panel's), from
 * `current` of `count`: Down and Up step and wrap round, Home and End jump; null for any other key.
 */
export function menuKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowDown") return (current + 1) % count;
  if (key === "ArrowUp") return current <= 0 ? count - 1 : current - 1;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
