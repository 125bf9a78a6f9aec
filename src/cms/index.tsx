import CMS from "decap-cms-app";
import { Helmet } from "react-helmet";
import { ArticlePreview, ServicePreview } from "./previews";
import "../styles/global.css";

/*
 * The editor at /admin/. Its configuration (config.yml beside this page) is generated from data/schemas at build
 * (plugins/editor/config.ts); the previews render entries with the site's own components, and the site's styles (the
 * stylesheet this bundle extracts, named on its script tag) are given to the preview frame.
 */

// The previews render whole pages, whose <Helmet> would rewrite the editor's own title and head.
Helmet.canUseDOM = false;
// Gatsby's Link asks the page loader to prefetch; the editor has no page loader.
Object.assign(window, { ___loader: { enqueue: () => {}, hovering: () => {} } });

const styles = document.currentScript?.dataset.previewStyle;
if (styles) CMS.registerPreviewStyle(styles);
CMS.registerPreviewTemplate("servicios", ServicePreview);
CMS.registerPreviewTemplate("articulos", ArticlePreview);
// The GitHub login ships with the site (functions/api): its address is wherever this editor is served.
declare const __SAME_ORIGIN_LOGIN__: boolean;
CMS.init(__SAME_ORIGIN_LOGIN__ ? ({ config: { backend: { base_url: window.location.origin } } } as Parameters<typeof CMS.init>[0]) : undefined);
