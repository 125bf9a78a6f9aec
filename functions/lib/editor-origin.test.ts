/** @jest-environment node */
import { editorOrigin, toEditorOrigin } from "./editor-origin";

test("without EDITOR_ORIGIN, every address stays where it is", () => {
  expect(toEditorOrigin(new Request("https://www.ejemplo.es/admin/"), {})).toBeUndefined();
  expect(toEditorOrigin(new Request("https://www.ejemplo.es/admin/"), { EDITOR_ORIGIN: " " })).toBeUndefined();
});

test("with it, /admin/ on any other origin goes to the same address on the editor's, and stays there", () => {
  const env = { EDITOR_ORIGIN: "https://editor.ejemplo.es/" };
  const r = toEditorOrigin(new Request("https://www.ejemplo.es/admin/?x=1#/collections"), env);
  expect(r?.status).toBe(302);
  expect(r?.headers.get("location")).toBe("https://editor.ejemplo.es/admin/?x=1");
  expect(toEditorOrigin(new Request("https://editor.ejemplo.es/admin/"), env)).toBeUndefined();
});

test("a value that is not an http(s) address is refused, naming the variable", () => {
  expect(editorOrigin({ EDITOR_ORIGIN: "https://editor.ejemplo.es/admin" })).toBe("https://editor.ejemplo.es");
  expect(() => editorOrigin({ EDITOR_ORIGIN: "javascript:alert(1)" })).toThrow(/EDITOR_ORIGIN/);
  expect(() => editorOrigin({ EDITOR_ORIGIN: "editor.ejemplo.es" })).toThrow(/EDITOR_ORIGIN/);
});
