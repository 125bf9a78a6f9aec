/** One <urlset> with every <url> of the sitemap parts gatsby-plugin-sitemap writes. */
export function mergeSitemaps(parts: readonly string[]): string {
  const urls = parts.flatMap((xml) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? []);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
