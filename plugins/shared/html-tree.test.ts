/** @jest-environment node */
import { parse, parseFragment } from "parse5";
import { attributesIn, eachElement } from "./html-tree";

test("every element in document order, a template's content included, text and comments not", () => {
  const names: string[] = [];
  eachElement(parseFragment('<p id="a">x<!-- c --><b>y</b></p><template><i data-x=""></i></template><br>'), (el) => names.push(el.tagName));
  expect(names).toEqual(["p", "b", "template", "i", "br"]);
  const page: string[] = [];
  eachElement(parse("<!DOCTYPE html><title>t</title><script>1</script>"), (el) => page.push(el.tagName));
  expect(page).toEqual(["html", "head", "title", "script", "body"]);
});

test("the attributes of every element, as the parser reads them: not text that looks like one", () => {
  expect(attributesIn('<div class="a  b" data-island="x"><p>data-carousel=""</p><br data-carousel></div><!-- <i data-x=""> -->')).toEqual([
    { name: "class", value: "a  b" },
    { name: "data-island", value: "x" },
    { name: "data-carousel", value: "" },
  ]);
});
