import { readSiteFacts } from "../../tests/unit/site-facts";
import { blogPosting, breadcrumbList, localBusiness, servicePage, webPage } from "./structured-data";


const site = readSiteFacts();
const siteUrl = "https://www.example.es";
const image = "https://www.example.es/og.jpg";
// The schema-dts types are unions with strings; the tests read plain objects.
 
const business = localBusiness(site, siteUrl, image) as any;

describe("the data file the test reads", () => {
  test("has the facts the structured data needs", () => {
    expect(typeof site.brand).toBe("string");
    expect(site.brand.length).toBeGreaterThan(0);
    expect(site.address.locality).toBeTruthy();
    expect(site.address.postalCode).toBeTruthy();
    expect(site.areas.length).toBeGreaterThan(0);
  });
});

describe("localBusiness", () => {
  test("is a LocalBusiness named after the brand, with a stable @id on the site", () => {
    expect(business["@type"]).toBe("LocalBusiness");
    expect(business.name).toBe(site.brand);
    expect(business.legalName).toBe(site.legalName);
    expect(business.taxID).toBe(site.taxId);
    expect(business["@id"]).toBe(`${siteUrl}/#empresa`);
    expect(business.url).toBe(`${siteUrl}/`);
    expect(business.image).toBe(image);
    expect(business.email).toBe(site.emails.general);
    expect(business.foundingDate).toBe(String(site.foundedYear));
  });

  test("has a PostalAddress with street, locality, postal code, region and country", () => {
    const { street, locality, postalCode, region, country } = site.address;
    expect(business.address).toEqual({ "@type": "PostalAddress", streetAddress: street, addressLocality: locality, postalCode, addressRegion: region, addressCountry: country });
    expect(business.address.postalCode).toMatch(/^\d{5}$/);
    expect(business.address.addressCountry).toBe("ES");
  });

  test("telephone is the main line in international +34 form", () => {
    expect(business.telephone).toBe(site.phones.main.tel);
    expect(business.telephone).toMatch(/^\+34\d{9}$/);
  });

  test("geo coordinates come from the data", () => {
    expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude });
  });

  test("areaServed lists every area of the data as a City, in order", () => {
    expect(business.areaServed).toEqual(site.areas.map((a) => ({ "@type": "City", name: a.name })));
    expect(business.areaServed).toHaveLength(site.areas.length);
  });

  test("opening hours and social profiles come from the data", () => {
    expect(business.openingHours).toEqual([...site.hours.openingHours]);
    expect(business.sameAs).toEqual(site.social.map((s) => s.href));
  });
});

describe("servicePage", () => {
  const page = {
    name: "Limpieza de comunidades",
    description: "Limpieza de portales.",
    url: `${siteUrl}/servicios/limpieza-comunidades`,
    serviceType: "Limpieza",
  };
   
  const service = servicePage(page, business) as any;

  test("is a schema.org Service with the page facts", () => {
    expect(service).toMatchObject({ "@context": "https://schema.org", "@type": "Service", ...page });
  });

  test("the company is the provider and its areas are the areas served", () => {
    expect(service.provider).toBe(business);
    expect(service.areaServed).toEqual(site.areas.map((a) => ({ "@type": "City", name: a.name })));
  });
});

describe("webPage", () => {
  const page = { name: "Contacto", description: "Contacte con nosotros.", url: `${siteUrl}/contacto` };

  test("defaults to WebPage", () => {
     
    const web = webPage(page, business) as any;
    expect(web["@context"]).toBe("https://schema.org");
    expect(web["@type"]).toBe("WebPage");
    expect(web.name).toBe("Contacto");
    expect(web.description).toBe(page.description);
    expect(web.url).toBe(page.url);
    expect(web.inLanguage).toBe("es-ES");
    expect(web.publisher).toBe(business);
    expect(web.about).toBe(business);
  });

  test.each(["AboutPage", "ContactPage", "CollectionPage"] as const)("uses the %s type when asked", (type) => {
     
    expect((webPage(page, business, type) as any)["@type"]).toBe(type);
  });
});

describe("breadcrumbList", () => {
  test("positions start at 1 and follow the order of the items", () => {
    const list = breadcrumbList([
      { name: "Inicio", url: `${siteUrl}/` },
      { name: "Servicios", url: `${siteUrl}/servicios` },
      { name: "Fontanería", url: `${siteUrl}/servicios/fontaneria` },
    ]);
    expect(list["@context"]).toBe("https://schema.org");
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Servicios", item: `${siteUrl}/servicios` },
      { "@type": "ListItem", position: 3, name: "Fontanería", item: `${siteUrl}/servicios/fontaneria` },
    ]);
  });

  test("an empty trail has no elements", () => {
    expect(breadcrumbList([]).itemListElement).toEqual([]);
  });
});

describe("blogPosting", () => {
  const article = {
    name: "Qué revisar antes de la DANA",
    description: "Consejos para terrazas.",
    url: `${siteUrl}/blog/3`,
    datePublished: "2025-01-15",
    author: "Ana Montoya",
    authorRole: "Jefa de obra",
    image: `${siteUrl}/blog-3.jpg`,
    keywords: ["impermeabilización", "terrazas"],
    category: "Consejos",
  };
   
  const post = blogPosting(article, business) as any;

  test("headline, date, section, keywords and image", () => {
    const { name: headline, description, url, image } = article;
    expect(post).toMatchObject({ "@context": "https://schema.org", "@type": "BlogPosting", headline, description, url, mainEntityOfPage: url, image });
    expect(post).toMatchObject({ datePublished: "2025-01-15", dateModified: "2025-01-15", articleSection: "Consejos", keywords: "impermeabilización, terrazas", inLanguage: "es-ES" });
  });

  test("an article revised after publication says so in dateModified", () => {
    expect((blogPosting({ ...article, dateModified: "2025-06-30" }, business) as { dateModified: string }).dateModified).toBe("2025-06-30");
  });

  test("the publisher carries a logo, as Google's Article guidelines ask", () => {
    expect(post.publisher.logo).toEqual({ "@type": "ImageObject", url: `${siteUrl}/apple-touch-icon.png` });
  });

  test("the author is a Person with a job title; the company is the publisher", () => {
    expect(post.author).toEqual({ "@type": "Person", name: "Ana Montoya", jobTitle: "Jefa de obra" });
    expect(post.publisher).toBe(business);
    expect(post.publisher.name).toBe(site.brand);
  });
});
