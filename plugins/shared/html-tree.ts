/** A page's HTML as a browser's parser reads it (parse5), for the plugins that read what the build wrote. */
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type HtmlElement = DefaultTreeAdapterMap["element"];

/** Calls `visit` on every element under `root`, in document order, a <template>'s content included. */
export function eachElement(root: Node, visit: (element: HtmlElement) => void): void {
  const walk = (node: Node) => {
    const element = node as HtmlElement;
    if (element.tagName) visit(element);
    for (const child of element.childNodes ?? []) walk(child);
    if (element.tagName === "template") for (const child of (element as DefaultTreeAdapterMap["template"]).content.childNodes) walk(child);
  };
  walk(root);
}

type Attribute = { name: string; value: string };

/** The attributes of each element of an HTML fragment (a page's body, or a whole page), one list per element, in document order. */
export function elementsIn(html: string): Attribute[][] {
  const found: Attribute[][] = [];
  eachElement(parseFragment(html), (element) => found.push(element.attrs));
  return found;
}

/** The attributes of every element of an HTML fragment, in document order. */
export const attributesIn = (html: string): Attribute[] => elementsIn(html).flat();
