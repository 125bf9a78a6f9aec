/**
 * The phone menu is a native popover (src/components/mobile-menu.tsx) that opens with no script. This keeps its
 * button's aria-expanded and label in step, places it under the header however tall larger text makes that, and
 * marks the page while it is open (the action bar steps aside). Where a browser has no popovers, the button opens it
 * and Escape closes it.
 */
export function wirePhoneMenu(doc: Document): void {
  const panel = doc.getElementById("menu-movil");
  const button = doc.querySelector<HTMLButtonElement>('button[aria-controls="menu-movil"]');
  if (!panel || !button) return;
  const label = button.querySelector<HTMLElement>("[data-open-label]");
  const native = typeof panel.togglePopover === "function";
  const isOpen = () => (native ? panel.matches(":popover-open") : panel.hasAttribute("data-open"));
  const sync = () => {
    const open = isOpen();
    button.setAttribute("aria-expanded", String(open));
    const text = open ? label?.dataset.closeLabel : label?.dataset.openLabel;
    // The same text written again would still replace its node and lay the header out once more.
    if (label && text && label.textContent !== text) label.textContent = text;
    doc.documentElement.toggleAttribute("data-menu-open", open);
  };
  const place = () => {
    const header = button.closest("header");
    if (header) panel.style.setProperty("--menu-top", `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
  };
  if (native) {
    panel.addEventListener("beforetoggle", place);
    panel.addEventListener("toggle", sync);
  } else {
    const set = (open: boolean) => {
      place();
      panel.toggleAttribute("data-open", open);
      sync();
    };
    button.addEventListener("click", () => set(!isOpen()));
    doc.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && isOpen()) {
        set(false);
        button.focus();
      }
    });
  }
  sync();
}
