import { SPECULATION_RULES } from "../lib/speculation";

/**
 * Adds the speculation rules where the browser knows them. Once the page has painted: written into the HTML, they made
 * Chromium style the half-parsed page once more to find their links (about 30 ms with the CPU slowed 4x, in a trace).
 */
export function addSpeculationRules(doc: Document): void {
  const Script = doc.defaultView?.HTMLScriptElement;
  if (typeof Script?.supports !== "function" || !Script.supports("speculationrules")) return;
  const rules = doc.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = SPECULATION_RULES;
  doc.head.append(rules);
}
