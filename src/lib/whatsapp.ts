/** A WhatsApp click-to-chat link (https://wa.me/<number>?text=…): the number in digits only, the text encoded. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** The prefilled message: the data's opening, then the page the visitor is on (its title when known) and its address. */
export function whatsappMessage(opening: string, pageUrl: string, pageTitle?: string): string {
  return pageTitle ? `${opening} «${pageTitle}» (${pageUrl})` : `${opening} ${pageUrl}`;
}
