import { shareLinks } from "./share";

test("each network gets the article's address, and WhatsApp its title too", () => {
  const url = "https://www.example.es/blog/3/";
  expect(shareLinks(url, "Impermeabilizar una terraza")).toEqual([
    { network: "whatsapp", href: "https://wa.me/?text=Impermeabilizar%20una%20terraza%20https%3A%2F%2Fwww.example.es%2Fblog%2F3%2F" },
    { network: "facebook", href: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.es%2Fblog%2F3%2F" },
    { network: "linkedin", href: "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.es%2Fblog%2F3%2F" },
  ]);
});
