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
// The GitHub login ships with the site (functions/api): its address is wherever this editor is served.
declare const __SAME_ORIGIN_LOGIN__: boolean;

function start() {
  const CMS = window.CMS;
  if (!CMS) throw new Error("El editor no ha podido cargar Decap CMS (window.CMS no existe).");
  // Spanish throughout: Decap's own phrases, with those its `es` lacks (src/lib/cms/phrases.ts).
  CMS.registerLocale("es", withMissingPhrases(CMS.getLocale("es") ?? {}, SPANISH_PHRASES));
  if (styles) CMS.registerPreviewStyle(styles);
  CMS.registerPreviewTemplate("servicios", siteComponentPreview(ServicePreview, window));
  CMS.registerPreviewTemplate("articulos", siteComponentPreview(ArticlePreview, window));
  CMS.init(__SAME_ORIGIN_LOGIN__ ? { config: { backend: { base_url: window.location.origin } } } : undefined);
}

// Decap's script comes after this one: both have run when the document is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
