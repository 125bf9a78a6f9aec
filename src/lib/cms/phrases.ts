/**
 * Decap's Spanish phrases, completed: its `es` locale lacks what later releases added (notes, the Markdown toolbar,
 * "Add %{item}"…), which it then shows in English. The editor registers Decap's own phrases with these filled in.
 */
export type Phrases = { [key: string]: string | Phrases };

/** `base` with every phrase of `extra` that `base` lacks; what `base` has stays as Decap's translators wrote it. */
export function withMissingPhrases(base: Phrases, extra: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const own = out[key];
    if (typeof value === "object") out[key] = withMissingPhrases(typeof own === "object" ? own : {}, value);
    else if (own === undefined) out[key] = value;
  }
  return out;
}

const image = { chooseMultiple: "Elegir imágenes", chooseUrl: "Insertar desde una URL", replaceUrl: "Reemplazar por una URL", promptUrl: "Escriba la URL de la imagen", addMore: "Añadir más imágenes", removeAll: "Quitar todas las imágenes" };
const file = { chooseMultiple: "Elegir archivos", chooseUrl: "Insertar desde una URL", replaceUrl: "Reemplazar por una URL", promptUrl: "Escriba la URL del archivo", addMore: "Añadir más archivos", removeAll: "Quitar todos los archivos" };
const failed = (what: string) => `No se ha podido ${what}: %{details}`;

/** The phrases Decap 3.16's `es` lacks, in Spanish (usted, as the site). */
export const SPANISH_PHRASES: Phrases = {
  auth: { loginWithAzure: "Iniciar sesión con Azure", loginWithForgejo: "Iniciar sesión con Forgejo" },
  collection: {
    sidebar: { allCollections: "Todas las colecciones", searchIn: "Buscar en" },
    collectionTop: {
      viewAsList: "Ver como lista",
      viewAsGrid: "Ver como cuadrícula",
      searchResults: 'Resultados de la búsqueda de "%{searchTerm}"',
      searchResultsInCollection: 'Resultados de la búsqueda de "%{searchTerm}" en %{collection}',
      filterBy: "Filtrar por",
      groupBy: "Agrupar por",
    },
    entries: { unpublishedHeader: "Entradas sin publicar" },
    groups: { other: "Otros", negateLabel: "No %{label}" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "campo %{widgetLabel}" } },
    editorControlPane: {
      widget: { invalidPath: "'%{path}' no es una ruta válida", pathExists: "La ruta '%{path}' ya existe" },
      i18n: {
        writingInLocale: "Escribiendo en %{locale}",
        copyFromLocale: "Rellenar desde otro idioma",
        copyFromLocaleConfirm: "¿Desea rellenar los datos desde el idioma %{locale}?\nSe sobrescribirá todo el contenido actual.",
      },
    },
    editorInterface: { toggleI18n: "Mostrar u ocultar idiomas", togglePreview: "Mostrar u ocultar la vista previa", toggleScrollSync: "Desplazamiento sincronizado", toggleNotes: "Mostrar u ocultar las notas" },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Aún no hay notas. Añada la primera aquí debajo.",
      addNote: "Añadir nota",
      addPlaceholder: "Añada una nota…",
      editPlaceholder: "Edite su nota…",
      save: "Guardar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Eliminar",
      resolve: "Resolver",
      unresolve: "Reabrir",
      confirmDelete: "¿Seguro que desea eliminar esta nota?",
      shortcut: "Consejo: pulse Ctrl+Intro para añadir la nota",
    },
    editorToolbar: {
      statusInfoTooltipDraft: "La entrada es un borrador. Para enviarla a revisión, cambie su estado a «En revisión».",
      statusInfoTooltipInReview: "La entrada está en revisión; no hace falta nada más, aunque puede seguir cambiándola.",
    },
    editorWidgets: {
      markdown: {
        bold: "Negrita",
        italic: "Cursiva",
        strikethrough: "Tachado",
        code: "Código",
        link: "Enlace",
        linkPrompt: "Escriba la URL del enlace",
        headings: "Títulos",
        quote: "Cita",
        bulletedList: "Lista con viñetas",
        numberedList: "Lista numerada",
        addComponent: "Añadir componente",
        toggleMode: { rich: "Pasar a texto enriquecido", markdown: "Pasar a Markdown" },
      },
      image,
      file,
      datetime: { setToNow: "Poner %{fieldLabel} en este momento" },
      list: { add: "Añadir %{item}", addType: "Añadir %{item}" },
      object: { expand: "Desplegar", collapse: "Plegar" },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copy: "Copiar", copyUrl: "Copiar la URL", copyPath: "Copiar la ruta", copyName: "Copiar el nombre", copied: "Copiado" },
    mediaLibraryModal: { close: "Cerrar" },
  },
  ui: {
    settingsDropdown: { account: "Opciones de la cuenta" },
    toast: {
      noteAdded: "Nota añadida",
      onFailToAddNote: failed("añadir la nota"),
      noteUpdated: "Nota actualizada",
      onFailToUpdateNote: failed("actualizar la nota"),
      noteDeleted: "Nota eliminada",
      onFailToDeleteNote: failed("eliminar la nota"),
      noteResolved: "Nota resuelta",
      noteReopened: "Nota reabierta",
      onFailToToggleNote: failed("cambiar el estado de la nota"),
      onLoggedOut: "Se ha cerrado su sesión: guarde una copia de lo que esté escribiendo e inicie sesión de nuevo",
      onBackendDown: "El servicio donde se guarda el contenido tiene una incidencia. Más información: %{details}",
    },
  },
};
