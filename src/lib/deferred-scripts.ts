/**
 * Gatsby ends every page with `<script src="/app-….js" async>` tags. Async scripts run as soon as they arrive, often
 * before the browser has painted the page, so on a slow phone the text and the hero image wait for the framework.
 * The build replaces them with one small inline loader that adds the same scripts right after the first frame
 * has been painted (two animation frames), or after two seconds in a tab that paints nothing (hidden).
 * Nothing is lost meanwhile: what a visitor types before the script runs is picked up when it does.
 */
const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>/g;

/** The inline loader for these script URLs (same text on every page of a build, so one CSP hash allows it). */
export function scriptLoader(urls: readonly string[]): string {
  const list = JSON.stringify(urls);
  return (
    `<script>(function(){var u=${list},d=0;function go(){if(d)return;d=1;u.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,2000)})()</script>`
  );
}

/** The page with its async script tags replaced by the loader; a page without them is returned as it is. */
export function deferScripts(html: string): string {
  const urls: string[] = [];
  let first = -1;
  const stripped = html.replace(ASYNC_SCRIPT, (tag, a: string | undefined, b: string | undefined, offset: number) => {
    urls.push((a ?? b)!);
    if (first < 0) first = offset;
    return "";
  });
  if (urls.length === 0) return html;
  return `${stripped.slice(0, first)}${scriptLoader(urls)}${stripped.slice(first)}`;
}
