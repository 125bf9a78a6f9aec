/**
 * The small Markdown subset content maintainers write in article bodies, rendered to safe HTML at build time.
 * Every character of the source is escaped first, so no tag, script or event handler can come through.
 */

import { isSitePath, pageHref } from "./routes";

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Hrefs of the [text](href) links in a block, as written. */
export function markdownLinks(block: string): string[] {
  return [...block.matchAll(LINK)].map((m) => m[2]!);
}

function safeHref(href: string): string | undefined {
  if (isSitePath(href)) return pageHref(href);
  if (/^https:\/\//.test(href) || /^(mailto|tel):/.test(href)) return href;
  return undefined;
}

/** Inline markup: **bold** and [text](href). Unsafe hrefs (javascript:, data:, //host, /\host) keep only their text. */
export function renderInline(text: string): string {
  let html = "";
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    html += renderBold(escapeHtml(text.slice(last, m.index)));
    const href = safeHref(m[2]!);
    const label = renderBold(escapeHtml(m[1]!));
    if (href) {
      const external = href.startsWith("https://");
      html += `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ""}>${label}</a>`;
    } else {
      html += label;
    }
    last = (m.index ?? 0) + m[0].length;
  }
  return html + renderBold(escapeHtml(text.slice(last)));
}

function renderBold(escaped: string): string {
  return escaped.replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
}

/** "Qué revisar antes de la DANA" → "que-revisar-antes-de-la-dana", for heading anchors. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function listBlock(lines: string[], ordered: boolean): string {
  const tag = ordered ? "ol" : "ul";
  const items = lines.map((l) => `<li>${renderInline(l.replace(ordered ? /^\d+\.\s+/ : /^-\s+/, ""))}</li>`);
  return `<${tag}>${items.join("")}</${tag}>`;
}

/** One block: "## h2", "### h3", lines of "- " or "1. ", or a paragraph. */
export function renderBlock(block: string): string {
  const text = block.trim();
  const heading = /^(#{2,3})\s+(.+)$/.exec(text);
  if (heading) {
    const level = heading[1]!.length;
    return `<h${level} id="${slugify(heading[2]!)}">${renderInline(heading[2]!)}</h${level}>`;
  }
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  if (lines.length > 0 && lines.every((l) => /^-\s+/.test(l))) return listBlock(lines, false);
  if (lines.length > 0 && lines.every((l) => /^\d+\.\s+/.test(l))) return listBlock(lines, true);
  return `<p>${renderInline(lines.join(" "))}</p>`;
}

export function renderMarkdown(blocks: readonly string[]): string {
  return blocks.map(renderBlock).join("\n");
}

/** Words in the body, for the reading time. */
export function wordCount(blocks: readonly string[]): number {
  return blocks.join(" ").replace(LINK, "$1").split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
