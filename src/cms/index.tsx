import { Helmet } from "react-helmet";
import { siteComponentPreview } from "./decap";
import { ArticlePreview, ServicePreview } from "./previews";
import { SPANISH_PHRASES, withMissingPhrases } from "../lib/cms/phrases";
import "../styles/global.css";

/*
 * The editor at /admin/: Decap CMS's prebuilt bundle, loaded after this script (plugins/editor/admin-bundle.ts). Its
 * configuration (config.yml beside this page) is generated from data/schemas at build (plugins/editor/config.ts); the
 * previews render entries with the site's own components and React, and the site's styles (the stylesheet this bundle
 * extracts, named on its script tag) are given to the preview frame.
 */

// The previews render whole pages, whose <Helmet> would rewrite the editor's own title and head.
Helmet.canUseDOM = false;
// Gatsby's Link asks the page loader to prefetch; the editor has no page loader.
Object.assign(window, { ___loader: { enqueue: () => {}, hovering: () => {} } });

// Decap starts itself as it loads, unless asked to wait: the previews are registered first, then it starts.
window.CMS_MANUAL_INIT = true;
const styles = document.currentScript?.dataset.previewStyle;
// The GitHub login ships with the site (worker/routes.ts): its address is wherever this editor is served.
declare const __SAME_ORIGIN_LOGIN__: boolean;

/** Decap's GitHub backend keeps the person it logged in here, and on load restores whoever is kept (its authStore). */
const DECAP_USER = "decap-cms-user";

/**
 * How the site's Worker lets editors in (/api/session, worker/routes.ts): with GitHub accounts, Decap's own login; behind
 * Cloudflare Access, the person Access let in is the editor, and Decap's GitHub backend speaks to the site's proxy
 * (worker/lib/github-proxy.ts), which holds the GitHub App's token: none reaches the browser. Decap restores a kept
 * user without asking (its `restoreUser`), so one is kept with the backend's name and no token, and its login page,
 * with the GitHub button, never shows. Without the Worker (another host), no answer: Decap's login.
 */
async function backendSettings(): Promise<Record<string, unknown>> {
  const origin = window.location.origin;
  const session: { mode?: string } = await fetch("/api/session", { credentials: "same-origin" })
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({}));
  if (session.mode !== "access") return { base_url: origin };
  localStorage.setItem(DECAP_USER, JSON.stringify({ backendName: "github" }));
  return { api_root: `${origin}/api/github` };
}

async function start() {
  const CMS = window.CMS;
  if (!CMS) throw new Error("El editor no ha podido cargar Decap CMS (window.CMS no existe).");
  // Spanish throughout: Decap's own phrases, with those its `es` lacks (src/lib/cms/phrases.ts).
  CMS.registerLocale("es", withMissingPhrases(CMS.getLocale("es") ?? {}, SPANISH_PHRASES));
  if (styles) CMS.registerPreviewStyle(styles);
  CMS.registerPreviewTemplate("servicios", siteComponentPreview(ServicePreview, window));
  CMS.registerPreviewTemplate("articulos", siteComponentPreview(ArticlePreview, window));
  CMS.init(__SAME_ORIGIN_LOGIN__ ? { config: { backend: await backendSettings() } } : undefined);
}

// Decap's script comes after this one: both have run when the document is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => void start());
else void start();
