/** Where an article can be passed on without any third-party script: plain links that open each network's share page. */
export function shareLinks(url: string, title: string): { network: "whatsapp" | "facebook" | "linkedin"; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { network: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
