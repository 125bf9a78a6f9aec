// The browser entry of pages with islands (plugins/script-loader adds it to Gatsby's webpack build).
import { startIslands } from "./start";

// The loader adds this script after the first paint, which may come before the whole page is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => void startIslands());
else void startIslands();
