/** @jest-environment node */
import { parse, parseFragment } from "parse5";
import { eachElement } from "./html-tree";

test("every element in document order, a template's content included, text and comments not", () => {
  const names: string[] = [];
  eachElement(parseFragment('<p id="a">x<!-- c --><b>y</b></p><template><i data-x=""></i></template><br>'), (el) => names.push(el.tagName));
  expect(names).toEqual(["p", "b", "template", "i", "br"]);
  const page: string[] = [];
  eachElement(parse("<!DOCTYPE html><title>t</title><script>1</script>"), (el) => page.push(el.tagName));
  expect(page).toEqual(["html", "head", "title", "script", "body"]);
});
