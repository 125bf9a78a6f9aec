import { addSpeculationRules } from "./speculation";
import { SPECULATION_RULES } from "../lib/speculation";

const rules = () => [...document.querySelectorAll('head script[type="speculationrules"]')].map((s) => s.textContent);

// jsdom has no HTMLScriptElement.supports: each test gives the browser it stands for.
const browserSupports = (types: string[]) =>
  Object.defineProperty(HTMLScriptElement, "supports", { value: (type: string) => types.includes(type), configurable: true });

afterEach(() => {
  document.head.innerHTML = "";
  delete (HTMLScriptElement as { supports?: unknown }).supports;
});

test("a browser that knows speculation rules gets them in the head, the text the policy allows", () => {
  browserSupports(["classic", "module", "speculationrules"]);
  addSpeculationRules(document);
  expect(rules()).toEqual([SPECULATION_RULES]);
  expect(JSON.parse(SPECULATION_RULES)).toEqual({ prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] });
});

test("a browser that does not know them, or cannot say, gets nothing", () => {
  browserSupports(["classic", "module"]);
  addSpeculationRules(document);
  delete (HTMLScriptElement as { supports?: unknown }).supports;
  addSpeculationRules(document);
  expect(rules()).toEqual([]);
});
