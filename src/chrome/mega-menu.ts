import { MEGA_MENU_CLOSE_DELAY, menuKeyTarget } from "../lib/nav";

/**
 * The services mega-menu opens by CSS while its list item is hovered or holds focus (mega-menu.module.css), and
 * hides the close delay after the pointer leaves. This keeps aria-expanded in step (also when the pointer already
 * rested on it as the script started), hides it at once with Escape (focus back on its link), on choosing a link and
 * when focus leaves (`data-closed`, until the pointer comes back), and moves through its links with the arrow keys,
 * Home and End.
 */
export function wireMegaMenu(doc: Document): void {
  for (const item of doc.querySelectorAll<HTMLElement>("[data-mega]")) {
    const link = item.querySelector<HTMLAnchorElement>("a")!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let returningFocus = false;
    const expanded = (open: boolean) => {
      clearTimeout(timer);
      link.setAttribute("aria-expanded", String(open));
    };
    const show = () => {
      item.removeAttribute("data-closed");
      expanded(true);
    };
    const dismiss = () => {
      expanded(false);
      item.setAttribute("data-closed", "");
    };
    item.addEventListener("mouseenter", show);
    item.addEventListener("mouseleave", () => {
      item.removeAttribute("data-closed");
      clearTimeout(timer);
      timer = setTimeout(() => expanded(false), MEGA_MENU_CLOSE_DELAY);
    });
    item.addEventListener("focusin", () => {
      if (!returningFocus) show();
    });
    // Focus moving on hides the panel at once: lingering, it would cover what Tab reaches next (WCAG 2.4.11).
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) dismiss();
    });
    item.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a") !== link) dismiss();
    });
    item.addEventListener("keydown", (event) => {
      const links = [...item.querySelectorAll<HTMLAnchorElement>("a")];
      const target = menuKeyTarget(event.key, links.indexOf(doc.activeElement as HTMLAnchorElement), links.length);
      if (target !== null) {
        event.preventDefault(); // the arrows move through the menu, not the page
        show(); // shown before the focus moves: a hidden link takes no focus
        links[target]!.focus();
        return;
      }
      if (event.key !== "Escape" || item.hasAttribute("data-closed")) return;
      event.stopPropagation();
      dismiss();
      returningFocus = true;
      link.focus();
      returningFocus = false;
    });
    if (item.matches(":hover")) expanded(true);
  }
}
