/**
 * JSON Schema (data/schemas) → Decap CMS field definitions, so the editor asks for what the build's content check
 * (src/lib/content/validate.ts) demands. Decap's own behaviour that shapes this is noted where it matters.
 */
import fs from "fs";
import path from "path";

/** The JSON Schema keywords data/schemas uses, with the project's own annotations. */
export interface Schema {
  $ref?: string;
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $defs?: Record<string, Schema>;
  enum?: (string | number)[];
  const?: string | number;
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  "x-image"?: boolean;
  "x-markdown"?: boolean;
  "x-ref"?: string;
  "x-media"?: string;
}

/** One Decap field; widget options beside the common keys. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  field?: CmsField;
  fields?: CmsField[];
  types?: CmsField[];
  [option: string]: unknown;
}

export interface FieldContext {
  schemas: ReadonlyMap<string, Schema>;
  /** Folder of the JSON file(s) being edited, relative to the repo root ("data/services"): image paths are relative to it. */
  fileDir: string;
  /** data/ relative to the repo root ("data"): x-media folders are relative to it. */
  dataDir: string;
  /** Relation options (collection, file, value_field…) for an x-ref name. */
  relation: (ref: string) => Record<string, unknown>;
}

export function loadSchemas(schemaDir: string): Map<string, Schema> {
  const names = fs.readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort();
  return new Map(names.map((n) => [n, JSON.parse(fs.readFileSync(path.join(schemaDir, n), "utf8")) as Schema]));
}

const LABELS: Record<string, string> = {
  about: "Sobre la empresa", actionBar: "Barra de acciones (móvil)", address: "Dirección", addressTitle: "Título de la dirección",
  after: "Texto tras el enlace", allLabel: "Botón «Todas»", answer: "Respuesta", applications: "Aplicaciones", areas: "Zonas",
  article: "Página de artículo", assurance: "Garantías", author: "Autor", authorBio: "Biografía del autor", authorRole: "Cargo del autor",
  authorTitle: "Título del autor", backLabel: "Enlace de vuelta", badge: "Distintivo", before: "Texto antes del enlace",
  benefits: "Ventajas", blockList: "Correos bloqueados", blog: "Blog", body: "Cuerpo", brand: "Marca", call: "Llamar",
  caption: "Pie de foto", cards: "Tarjetas", catalogGroup: "Grupo del catálogo", categories: "Categorías", category: "Categoría",
  certifications: "Certificaciones", checklist: "Lista", clients: "Clientes", communities: "Comunidades", company: "Empresa",
  contact: "Contacto", contactButton: "Botón de contacto", contactText: "Texto de contacto", contactTitle: "Título de contacto",
  contexts: "Contextos", controller: "Responsable del tratamiento", copied: "Texto «copiado»", copy: "Copiar enlace", core: "Zona principal",
  country: "Código de país", countryName: "País", coverage: "Cobertura", cta: "Llamada a la acción", ctaBand: "Banda de llamada a la acción",
  dataProtection: "Protección de datos", date: "Fecha", description: "Descripción", display: "Número visible", duration: "Duración",
  email: "Correo electrónico", emailLabel: "Botón de correo", emails: "Correos electrónicos", emailsTitle: "Título de correos",
  emergency: "Urgencias", emptyText: "Texto sin resultados", entry: "Inscripción", excerpt: "Extracto", facebook: "Facebook",
  faq: "Preguntas frecuentes", featured: "Destacado", featuredLabel: "Etiqueta de destacado", figures: "Cifras",
  fireLevels: "Niveles de resistencia al fuego", folio: "Folio", footer: "Pie de página", foundedYear: "Año de fundación",
  frameTitle: "Título del mapa", frequency: "Frecuencia", general: "General", generalLabel: "Etiqueta general", geo: "Coordenadas",
  group: "Grupo", groups: "Grupos", guarantee: "Garantía", guarantees: "Garantías", heading: "Encabezado", headline: "Titular",
  hero: "Cabecera", history: "Historia", hours: "Horarios", hoursTitle: "Título del horario", href: "Enlace", icon: "Icono",
  id: "Identificador", image: "Imagen", imageAlt: "Texto alternativo de la imagen", industrial: "Industrial", insurance: "Seguro",
  insuranceEuros: "Seguro (euros)", insuranceText: "Texto del seguro", intro: "Introducción", items: "Elementos", jobs: "Trabajos",
  keywords: "Palabras clave", label: "Etiqueta", labels: "Etiquetas", latitude: "Latitud", legalLinks: "Enlaces legales",
  legalName: "Razón social", level: "Nivel", line: "Línea de teléfono", linkLabel: "Texto del enlace", linkedin: "LinkedIn",
  locality: "Localidad", location: "Ubicación", longitude: "Longitud", main: "Principal", map: "Mapa", materials: "Materiales",
  maxPerGroup: "Máximo por grupo", megaMenu: "Megamenú", menu: "Menú", message: "Mensaje", milestones: "Hitos", minutes: "Minutos",
  mission: "Misión", moreHref: "Enlace «ver más»", moreLabel: "Texto «ver más»", name: "Nombre", needs: "Necesidades",
  network: "Red social", newsletter: "Boletín", noScript: "Aviso sin JavaScript", note: "Nota", office: "Oficina",
  officeShort: "Oficina (corto)", openingHours: "Horario (schema.org)", order: "Orden", otherWays: "Otras formas de contacto",
  paragraphs: "Párrafos", phone: "Teléfono", phoneLabel: "Botón de teléfono", phones: "Teléfonos", phonesTitle: "Título de teléfonos",
  popularTitle: "Título de populares", postalCode: "Código postal", price: "Precio", priceFactors: "Factores del precio",
  primary: "Botón principal", privacy: "Privacidad", problem: "Problema", problems: "Problemas y soluciones",
  projects: "Trabajos realizados", purpose: "Finalidad", question: "Pregunta", quickLinks: "Enlaces rápidos", quote: "Presupuesto",
  quoteHref: "Enlace de presupuesto", quotes: "Presupuestos", quotesLabel: "Etiqueta de presupuestos", rating: "Valoración",
  readMinutes: "Minutos de lectura", reasons: "Motivos", region: "Región", registry: "Registro Mercantil",
  related: "Servicios relacionados", relatedTitle: "Título de relacionados", replyHours: "Horas de respuesta",
  requirements: "Requisitos", rights: "Derechos", role: "Cargo", rssLabel: "Enlace RSS", searchLabel: "Etiqueta de búsqueda",
  searchPlaceholder: "Ejemplo de búsqueda", second: "Segunda", secondary: "Botón secundario", sections: "Secciones", sector: "Sector",
  sectors: "Sectores", sending: "Texto «enviando»", seo: "SEO", service: "Servicio", serviceCards: "Servicios con frecuencia",
  serviceOptions: "Opciones de servicio", serviceType: "Tipo de servicio", services: "Servicios", share: "Compartir", sheet: "Hoja",
  shortName: "Nombre corto", sidebar: "Barra lateral", slides: "Diapositivas", slug: "Slug (ruta)", social: "Redes sociales",
  solution: "Solución", stats: "Cifras", steps: "Pasos", street: "Calle", submit: "Botón de envío", successText: "Texto de éxito",
  successTitle: "Título de éxito", suffix: "Sufijo", summary: "Resumen", sustainability: "Sostenibilidad", systems: "Sistemas",
  tagline: "Lema", tags: "Etiquetas", tagsTitle: "Título de etiquetas", taxId: "NIF", tel: "Teléfono para enlazar",
  terraces: "Terrazas", testimonials: "Opiniones", text: "Texto", title: "Título", trainingHours: "Horas de formación",
  treatments: "Tratamientos", type: "Tipo", types: "Tipos", updated: "Actualizado", urgent: "Urgencias", url: "Dirección web",
  value: "Valor", values: "Valores", vision: "Visión", volume: "Tomo", warranty: "Garantía", whatsapp: "WhatsApp",
  whatsappText: "Texto de WhatsApp", year: "Año", years: "Años", yearsAlt: "Años (otra lectura)",
  // The enquiry forms' messages, placeholders and accessible names (data/forms.json).
  alert: "Aviso emergente", automatedBrowser: "Navegador automatizado", blockedAddress: "Correo no aceptado", callUs: "Frase del teléfono",
  chooseService: "Aviso sin servicio elegido", formLabel: "Nombre del formulario", noConnection: "Sin conexión", other: "Otro error",
  otherWaysOr: "Palabra «o» de otras formas de contacto", rateLimited: "Envío demasiado seguido", sendFailure: "Envío fallido",
  sectorPlaceholder: "Primera opción del desplegable de sector", servicePlaceholder: "Primera opción del desplegable de servicio",
  trapLabel: "Etiqueta del campo oculto",
};

/** Spanish label of a key; an unknown key reads as its words ("whatsappText" → "Whatsapp text"). */
export function label(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").trim().toLowerCase();
  return LABELS[key] ?? (words ? words[0]!.toUpperCase() + words.slice(1) : key);
}

export function hasLabel(key: string): boolean {
  return key in LABELS;
}

/** What each schema pattern asks for; Decap shows it after "no coincide con el patrón:". */
const PATTERN_MESSAGES: Record<string, string> = {
  "^[a-z0-9]+(-[a-z0-9]+)*$": "minúsculas sin tildes, números y guiones sueltos (por ejemplo limpieza-industrial)",
  "^[a-z0-9-]+$": "minúsculas sin tildes, números y guiones",
  "^[a-z]+$": "solo minúsculas sin tildes",
  "^/": "una ruta del sitio que empieza por / (por ejemplo /contacto)",
  "^\\.{1,2}/.+\\.(jpe?g|png|webp)$": "una imagen .jpg, .png o .webp",
  "^R[0-9]+$": "R y los minutos (por ejemplo R60)",
  "^[0-9]{4}$": "un año de cuatro cifras",
  "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": "una fecha AAAA-MM-DD",
  "^[A-Z][0-9]{7}[0-9A-J]$": "un NIF de sociedad: letra, siete cifras y una cifra o letra",
  "^([0-9]+|PENDIENTE)$": "un número o PENDIENTE",
  "^(MU-[0-9]+|PENDIENTE)$": "MU- y un número, o PENDIENTE",
  "^([0-9]+ª?|PENDIENTE)$": "un número (por ejemplo 1ª) o PENDIENTE",
  "^https?://[^/]+$": "https:// y el dominio, sin barra final",
  "^https://": "una dirección que empieza por https://",
  "^[0-9]{5}$": "cinco cifras",
  "^[A-Z]{2}$": "dos letras mayúsculas (por ejemplo ES)",
  "^\\+[0-9]{8,15}$": "+, el prefijo y el número, sin espacios (por ejemplo +34968000101)",
  "^[0-9 ]{9,15}$": "de 9 a 15 cifras y espacios (por ejemplo 968 000 101)",
  "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$": "una dirección de correo",
  "^[^@\\s]+@[^@\\s]+$": "una dirección de correo",
  "^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? [0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$": "días en inglés abreviados y horas, por ejemplo Mo-Fr 09:00-14:00",
};

/**
 * One block of src/lib/markdown.ts: a paragraph, a one-line "## " or "### " heading, or lines of "- " or "1. ". It
 * rejects what that renderer would print as typed: blank lines (several blocks), other heading levels, the "* "
 * bullets and the backslash escapes Decap's rich-text mode writes.
 */
const MARKDOWN_BLOCK = "^(?![\\s\\S]*\\n[ \\t]*\\n)(?!#(?!#{1,2} )|#[^\\n]*\\n)(?![\\s\\S]*(?:^|\\n)[*+] )(?![\\s\\S]*\\\\)";
const MARKDOWN_MESSAGE =
  "un solo bloque: un párrafo, un título de una línea con ## o ###, o una lista con «- » o «1. » al principio de cada línea; sin líneas en blanco ni barras invertidas";

/** Free texts that read better in a multi-line box. */
const LONG_TEXT = new Set(["text", "intro", "description", "answer", "solution", "excerpt", "authorBio", "about", "paragraphs", "guarantee", "insuranceText", "controller", "rights", "purpose"]);
/** Which field names a collapsed list item, first found. */
const SUMMARY_KEYS = ["title", "name", "label", "question", "heading", "headline", "problem", "caption", "level", "year", "value"];

/** Follows $ref (into this or another schema file); the referring schema's own keywords win. */
function resolve(schema: Schema, file: string, schemas: ReadonlyMap<string, Schema>): { schema: Schema; file: string } {
  if (!schema.$ref) return { schema, file };
  const [target = "", pointer = ""] = schema.$ref.split("#");
  const at = target || file;
  let found: Schema | undefined = schemas.get(at);
  for (const part of pointer.split("/").filter(Boolean)) found = (found as Record<string, Schema> | undefined)?.[part];
  if (!found) throw new Error(`${file}: $ref ${schema.$ref} no existe.`);
  const { $ref: _ref, ...own } = schema;
  const inner = resolve(found, at, schemas);
  return { schema: { ...inner.schema, ...own }, file: inner.file };
}

function lengthRule(s: Schema): { re: string; message: string } | undefined {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  if (max === undefined && min <= 1) return undefined; // a required field is never empty; that is all minLength 1 asks
  const message = max === undefined ? `al menos ${min} caracteres` : min > 1 ? `entre ${min} y ${max} caracteres` : `como mucho ${max} caracteres`;
  return { re: `[\\s\\S]{${min},${max ?? ""}}`, message };
}

/** Decap has no length option: lengths become a pattern, ahead of the schema's own pattern when there is one. */
function patternOf(s: Schema): [string, string] | undefined {
  const length = lengthRule(s);
  const own = s.pattern;
  if (!own) return length && [`^${length.re}$`, length.message];
  const message = PATTERN_MESSAGES[own] ?? `el formato ${own}`;
  // [\s\S]*? keeps an unanchored schema pattern unanchored after the length lookahead.
  return length ? [`^(?=${length.re}$)[\\s\\S]*?(?:${own})`, `${message}; ${length.message}`] : [own, message];
}

function imageFolders(s: Schema, ctx: FieldContext, where: string): { media_folder: string; public_folder: string } {
  const media = s["x-media"];
  if (!media) throw new Error(`${where}: la imagen no dice en qué carpeta de data/ se guarda; añada "x-media" junto a su "$ref".`);
  const rel = path.posix.relative(ctx.fileDir, path.posix.join(ctx.dataDir, media));
  if (rel.startsWith("../")) return { media_folder: rel, public_folder: rel };
  // Decap writes public_folder + file name through path.join, which drops a leading "./"; reached from the parent
  // folder ("../data/images/hero/x.jpg") the path still starts with ../ as the image pattern asks, and points at the same file.
  return { media_folder: `./${rel}`, public_folder: path.posix.join("..", path.posix.basename(ctx.fileDir), rel) };
}

function summaryOf(lists: CmsField[][]): Record<string, string> {
  const key = SUMMARY_KEYS.find((k) => lists.every((fields) => fields.some((f) => f.name === k)));
  return key ? { summary: `{{fields.${key}}}` } : {};
}

/** The properties of an object schema, in order. Inside an optional object every field is optional (see toField). */
export function objectFields(schema: Schema, file: string, ctx: FieldContext, where: string, relaxed = false, skip?: string): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => key !== "$schema" && key !== skip)
    .map(([key, prop]) => toField(key, prop, file, ctx, required.has(key), relaxed, where ? `${where}.${key}` : key));
}

function listField(name: string, s: Schema, file: string, ctx: FieldContext, where: string): Partial<CmsField> {
  const size = { ...(s.minItems ? { min: s.minItems } : {}), ...(s.maxItems !== undefined ? { max: s.maxItems } : {}) };
  const { schema: items, file: itemFile } = resolve(s.items ?? {}, file, ctx.schemas);
  if (items.oneOf && items.discriminator) {
    const key = items.discriminator.propertyName;
    const types = items.oneOf.map((v): CmsField => {
      const { schema: variant, file: at } = resolve(v, itemFile, ctx.schemas);
      const tag = String(variant.properties?.[key]?.const);
      // Decap writes the type's name under typeKey itself, so the discriminator is no field of its own.
      const fields = objectFields(variant, at, ctx, `${where}[${tag}]`, false, key);
      return { name: tag, label: label(tag), widget: "object", ...(variant.description ? { hint: variant.description } : {}), fields };
    });
    return { widget: "list", typeKey: key, types, ...size, ...summaryOf(types.map((t) => t.fields ?? [])) };
  }
  if (items["x-ref"]) return { widget: "relation", ...ctx.relation(items["x-ref"]), multiple: true, ...size };
  if (items.type === "object") {
    const fields = objectFields(items, itemFile, ctx, `${where}[]`);
    return { widget: "list", fields, ...size, ...summaryOf([fields]) };
  }
  const field = toField(name, s.items ?? {}, file, ctx, true, false, `${where}[]`);
  // An article's body is read and written as a whole: its blocks open, not folded away one by one.
  return { widget: "list", field, ...size, ...(field.widget === "markdown" ? { collapsed: false } : {}) };
}

/**
 * One property as a Decap field. Decap fields are required unless `required: false`, and an object's fields are
 * checked even when the object is left empty, so an optional object (a service's menu) gets optional fields: the
 * build's content check still rejects one filled in halfway.
 */
export function toField(name: string, raw: Schema, file: string, ctx: FieldContext, required: boolean, relaxed: boolean, where: string): CmsField {
  const { schema: s, file: at } = resolve(raw, file, ctx.schemas);
  const field: CmsField = { name, label: label(name), widget: "string" };
  const hints = raw.description ? [raw.description] : []; // a referenced definition's description is generic ("Texto visible en la página.")
  let options: Partial<CmsField>;

  if (s.const !== undefined) options = { widget: "hidden", default: s.const };
  else if (s.enum) options = { widget: "select", options: s.enum };
  else if (s["x-ref"]) options = { widget: "relation", ...ctx.relation(s["x-ref"]) };
  // No pattern: the editor checks an image's value as it holds it (resolved to its folder), not as it is saved. What is
  // saved always matches, since images are only picked from or uploaded to the field's folder.
  else if (s["x-image"]) options = { widget: "image", ...imageFolders(s, ctx, `${file}, campo ${where}`), choose_url: false, allow_multiple: false };
  else if (s["x-markdown"]) {
    // Only what src/lib/markdown.ts renders: inline bold and links, no images or other editor components.
    options = { widget: "markdown", buttons: ["bold", "link"], editor_components: [], modes: ["raw", "rich_text"], pattern: [MARKDOWN_BLOCK, MARKDOWN_MESSAGE] };
    hints.push("Un bloque: un párrafo, un título (## o ###) o una lista («- » o «1. » en cada línea). Dentro, **negrita** y [texto](/ruta).");
  } else if (s.type === "string" && s.format === "date") {
    // The native date input shows the browser's locale; `format` is what is stored.
    options = { widget: "datetime", format: "YYYY-MM-DD", date_format: "DD/MM/YYYY", time_format: false, pattern: patternOf(s) };
  } else if (s.type === "string") {
    options = { widget: LONG_TEXT.has(name) || (s.maxLength ?? 0) > 100 ? "text" : "string", pattern: patternOf(s) };
    // A text the schema lets be empty (a figure's suffix): Decap would demand one, so it is optional and starts empty.
    if (required && !s.minLength && !s.pattern) {
      required = false;
      if (!relaxed) options.default = "";
    }
  } else if (s.type === "integer" || s.type === "number") {
    options = { widget: "number", value_type: s.type === "integer" ? "int" : "float", min: s.minimum, max: s.maximum };
  } else if (s.type === "boolean") {
    // An untouched switch has no value, which Decap counts as missing.
    options = { widget: "boolean", ...(required && !relaxed ? { default: false } : {}) };
  } else if (s.type === "object") {
    const fields = objectFields(s, at, ctx, where, relaxed || !required);
    if (!required && s.required?.length) hints.push("Opcional: si lo rellena, complete todos sus campos.");
    options = { widget: "object", fields };
  } else if (s.type === "array") {
    options = listField(name, s, at, ctx, where);
    // Decap counts an empty list as missing: a list the schema lets be empty is optional, and starts empty.
    if (required && !s.minItems) {
      required = false;
      if (!relaxed) options.default = [];
    }
  } else {
    throw new Error(`${file}, campo ${where}: no hay un campo de Decap para ${JSON.stringify(s).slice(0, 120)}`);
  }

  for (const [key, value] of Object.entries(options)) if (value !== undefined) field[key] = value;
  if (!required || relaxed) field.required = false;
  if (hints.length) field.hint = hints.join(" ");
  return field;
}
