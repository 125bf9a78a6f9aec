import { whatsappLink, whatsappMessage } from "../lib/whatsapp";

/** The action bar's WhatsApp message names the page by its title too, once the visitor taps it. */
export function nameThePageInWhatsApp(doc: Document): void {
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-whatsapp-text]");
    if (!link) return;
    const number = new URL(link.href).pathname.slice(1);
    const title = doc.title.split(" | ")[0];
    link.href = whatsappLink(number, whatsappMessage(link.dataset.whatsappText!, link.dataset.whatsappUrl!, title));
  });
}
