import { SPANISH_PHRASES, withMissingPhrases, type Phrases } from "./phrases";

test("a phrase Decap's Spanish lacks is added; one it has stays as its translators wrote it", () => {
  const decap: Phrases = { editor: { editorWidgets: { list: { add: "Agregar %{item}" }, markdown: { richText: "Texto enriquecido" } } } };
  const merged = withMissingPhrases(decap, SPANISH_PHRASES) as { editor: { editorWidgets: Record<string, Record<string, unknown>> } };
  expect(merged.editor.editorWidgets.list!.add).toBe("Agregar %{item}");
  expect(merged.editor.editorWidgets.list!.addType).toBe("Añadir %{item}");
  expect(merged.editor.editorWidgets.markdown!.richText).toBe("Texto enriquecido");
  expect(merged.editor.editorWidgets.markdown!.bold).toBe("Negrita");
  expect(decap).toEqual({ editor: { editorWidgets: { list: { add: "Agregar %{item}" }, markdown: { richText: "Texto enriquecido" } } } });
});
