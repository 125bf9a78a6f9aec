import type { ErrorObject } from "ajv";

/** "/sections/2/items/0/title" → "sections[2].items[0].title"; "" → "(raíz)". */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split("/").filter(Boolean);
  if (extra) parts.push(extra);
  let out = "";
  for (const raw of parts) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  }
  return out || "(raíz del archivo)";
}

const TYPE_NAMES: Record<string, string> = {
  string: "un texto entre comillas",
  number: "un número",
  integer: "un número entero",
  boolean: "true o false (sin comillas)",
  array: "una lista entre corchetes [ ]",
  object: "un objeto entre llaves { }",
  null: "null",
};

/** A value as a message shows it: a text quoted (cut after 40 characters), a number, "una lista"… */
export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "una lista";
  if (value === null) return "null";
  if (typeof value === "string") return `el texto "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === "object") return "un objeto";
  return `${typeof value === "number" ? "el número" : "el valor"} ${String(value)}`;
}

/** Turns one ajv error into a Spanish sentence naming the file and the field. */
export function formatAjvError(file: string, err: ErrorObject): string {
  const p = err.params as Record<string, unknown>;
  let field = fieldPath(err.instancePath);
  let text: string;
  const hint = typeof err.parentSchema?.description === "string" ? ` ${err.parentSchema.description}` : "";
  switch (err.keyword) {
    case "required":
      field = fieldPath(err.instancePath, String(p.missingProperty));
      text = "falta este campo obligatorio.";
      break;
    case "additionalProperties":
      field = fieldPath(err.instancePath, String(p.additionalProperty));
      text = "este campo no existe en este tipo de contenido (¿está mal escrito o sobra?).";
      break;
    case "type":
      text = `debe ser ${TYPE_NAMES[String(p.type)] ?? String(p.type)}, pero es ${describeValue(err.data)}.`;
      break;
    case "enum":
      text = `debe ser uno de estos valores: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}; es ${describeValue(err.data)}.`;
      break;
    case "const":
      text = `debe ser ${JSON.stringify(p.allowedValue)}.`;
      break;
    case "discriminator":
      field = fieldPath(err.instancePath, String(p.tag));
      text =
        p.error === "mapping"
          ? `${JSON.stringify(p.tagValue)} no es un tipo de sección conocido (consulte la lista en data/schemas/service.schema.json).`
          : "falta el tipo de sección o no es un texto.";
      break;
    case "minLength":
      text = Number(p.limit) <= 1 ? "no puede estar vacío." : `debe tener al menos ${String(p.limit)} caracteres (tiene ${String((err.data as string).length)}).`;
      break;
    case "maxLength":
      text = `debe tener como máximo ${String(p.limit)} caracteres (tiene ${String((err.data as string).length)}).`;
      break;
    case "minItems":
      text = `debe tener al menos ${String(p.limit)} elemento${Number(p.limit) === 1 ? "" : "s"}.`;
      break;
    case "maxItems":
      text = `debe tener como máximo ${String(p.limit)} elementos.`;
      break;
    case "uniqueItems":
      text = `tiene elementos repetidos (posiciones ${String(p.j)} y ${String(p.i)}).`;
      break;
    case "minimum":
    case "maximum":
      text = `debe ser ${err.keyword === "minimum" ? "como mínimo" : "como máximo"} ${String(p.limit)}.`;
      break;
    case "pattern":
      text = `no tiene el formato esperado (${describeValue(err.data)}).${hint}`;
      break;
    case "format":
      text = `no tiene el formato ${String(p.format)} esperado (${describeValue(err.data)}).${hint}`;
      break;
    default:
      text = err.message ?? "no es válido.";
  }
  return `${file}, campo "${field}": ${text}`;
}
