import fs from "fs";
import path from "path";
import { ROOT } from "./project-copy";
import { daysAfter, sequelTitle, takenTexts, titleStart, unused, unusedSlug } from "./grown-names";

/*
 * The content a maintainer would add by README's recipes, of the kinds the current data never meets: one more service,
 * whose name starts as eleven others do, listed in a catalogue group of /servicios but left out of the mega-menu; a
 * sequel, a 70-character title, a title that begins another's, a category with one article. Each has its own texts,
 * in Spanish, so the end-to-end suite (spelling, unique titles and descriptions, structured data) can run on them.
 * Their names, titles, ids and dates are made from what the copy holds (grown-names.ts), so that they never repeat it:
 * the repository may already hold such an article, or the copy may have grown before.
 */
const SERVICE_SLUG = "limpieza-cristales";

const service = (slug: string) => ({
  slug,
  title: "Limpieza de Cristales",
  summary: "Cristales, escaparates, mamparas y lucernarios limpios y sin marcas, a pie de calle o en altura, con la frecuencia que usted elija.",
  seo: {
    title: "Limpieza de cristales y escaparates en Murcia",
    description: "Limpieza de cristales, escaparates y mamparas para comercios, oficinas y comunidades de la Región de Murcia, sin marcas y con seguridad. Pida su presupuesto gratis.",
    keywords: ["limpieza de cristales Murcia", "limpieza de escaparates", "limpieza de ventanas en altura", "limpieza de mamparas"],
  },
  serviceType: "Limpieza de cristales",
  image: `../images/services/${slug}.jpg`,
  imageAlt: "Ilustración de un operario que limpia con una pértiga el escaparate de una tienda",
  hero: {
    headline: "Cristales limpios que dejan pasar toda la luz",
    text: "Limpiamos los cristales de su comercio, su oficina o su comunidad con la frecuencia que necesite, sin dejar marcas y sin molestar a sus clientes.",
    primary: { label: "SOLICITAR PRESUPUESTO", href: "/contacto" },
    phone: { label: "LLAMAR AHORA", line: "main" },
  },
  sections: [
    {
      kind: "intro",
      title: "Un escaparate cuidado se ve desde la calle",
      paragraphs: [
        "El escaparate y la puerta de entrada son lo primero que ven sus clientes. Unos cristales con polvo, huellas o restos de lluvia dan sensación de abandono, aunque el interior esté impecable.",
        "Limpiamos cristales de comercios, oficinas, portales y viviendas en Murcia y su entorno, por dentro y por fuera, con la frecuencia que mejor encaje con su actividad: semanal, quincenal o mensual.",
      ],
    },
    {
      kind: "benefits",
      title: "Qué gana con una limpieza de cristales profesional",
      items: [
        { icon: "sparkles", title: "Sin marcas ni cercos", text: "Usamos agua limpia y rasquetas profesionales, que secan el vidrio sin dejar gotas ni vetas." },
        { icon: "shield-check", title: "Seguridad en altura", text: "Los cristales altos se limpian desde el suelo con pértigas telescópicas, sin escaleras apoyadas en el vidrio." },
        { icon: "clock", title: "A la hora que le convenga", text: "Acudimos antes de que abra su negocio o después del cierre, para que sus clientes no tengan que esquivarnos." },
        { icon: "leaf", title: "Productos respetuosos", text: "Empleamos productos biodegradables y la cantidad justa de agua, sin dejar residuos en la acera." },
      ],
    },
    {
      kind: "checklist",
      title: "Qué incluye la limpieza de cristales",
      intro: "Ajustamos la lista a su fachada y a la frecuencia contratada.",
      items: [
        "Cristales exteriores e interiores de escaparates y ventanas",
        "Marcos, carpinterías y guías de las correderas",
        "Mamparas y puertas de cristal",
        "Rótulos, vinilos y placas de la fachada",
        "Lucernarios y claraboyas accesibles",
        "Retirada de restos de pintura, etiquetas y adhesivos",
      ],
    },
    {
      kind: "faq",
      title: "Preguntas frecuentes",
      items: [
        { question: "¿Tengo que estar presente durante la limpieza?", answer: "Solo si hay que limpiar el interior. Los cristales exteriores los limpiamos aunque el local esté cerrado." },
        { question: "¿Qué pasa si llueve el día previsto?", answer: "Lo trasladamos al primer día seco, para que la lluvia no estropee el trabajo recién hecho." },
        { question: "¿Limpian cristales en pisos altos?", answer: "Sí, hasta donde llegan nuestras pértigas desde el suelo. Para alturas mayores le proponemos la solución adecuada en la visita." },
      ],
    },
    {
      kind: "related",
      title: "Servicios relacionados",
      items: [
        { label: "Limpieza de locales comerciales", href: "/servicios/limpieza-locales-comerciales" },
        { label: "Limpieza de oficinas", href: "/servicios/limpieza-oficinas" },
        { label: "Mantenimiento de comunidades", href: "/servicios/mantenimiento-comunidades" },
      ],
    },
  ],
  assurance: {
    guarantee: "Si algún cristal incluido en el servicio queda con marcas, volvemos a limpiarlo sin coste en las 48 horas siguientes a su aviso.",
    certifications: ["iso-9001", "iso-14001"],
    duration: "El escaparate de un comercio de calle se limpia en menos de una hora; una fachada de oficinas acristalada, en una o dos jornadas según su altura y su acceso.",
    priceFactors: ["Superficie de cristal y número de hojas", "Altura y facilidad de acceso", "Frecuencia del servicio", "Estado de los cristales en la primera visita"],
  },
  cta: {
    title: "¿Quiere que su escaparate luzca cada semana?",
    text: "Cuéntenos qué cristales tiene y con qué frecuencia los quiere limpios, y le enviamos un presupuesto sin compromiso. Respondemos en menos de {replyHours} horas laborables.",
    primary: { label: "Solicitar presupuesto gratis", href: "/contacto" },
    phone: { label: "Llamar ahora", line: "main" },
  },
});

/** A category a maintainer adds to data/blog-page.json, with one article in it; accents reach the URL's query. */
const CATEGORY = "Guías Prácticas";

/**
 * The articles, each added by README's recipe to the copy as it stands (so each is a copy of the one before): a sequel
 * whose title contains the one it follows, an article of 70 characters alone in a new category, and one whose title
 * is the start of an older one's. Headings with accents and ñ give the anchors' slugs something to fold.
 */
/** The article the sequel follows: the one on disinfection, or else the first. */
const SEQUEL_OF = "Desinfección profesional:";
const sequel = (follows: number) => ({
  excerpt: "Ya sabe qué documentos pedir antes de contratar. Ahora, qué debe ocurrir el día del tratamiento y qué papeles debe quedarse usted cuando el equipo se marcha.",
  imageAlt: "Ilustración de una técnica que entrega un certificado de desinfección al responsable de un comercio",
  tags: ["desinfección", "normativa", "biocidas", "certificado", "seguridad"],
  seo: {
    title: "Desinfección profesional: el día del tratamiento",
    keywords: ["desinfección profesional", "certificado de tratamiento", "plazo de seguridad", "empresa de desinfección"],
  },
  body: [
    `En [el artículo anterior](/blog/${follows}) vimos qué debe acreditar una empresa de desinfección antes de contratarla. Ahora le contamos qué debe ocurrir el día del tratamiento y qué documentos debe quedarse usted cuando el equipo se marcha.`,
    "## Antes de empezar: la señalización y el plazo de seguridad",
    "- El técnico le explica qué producto va a aplicar y en qué zonas.\n- Las zonas tratadas se señalizan y se cierran mientras dura el tratamiento.\n- Le indica el **plazo de seguridad**: el tiempo que debe pasar antes de volver a entrar.",
    "## Qué documentos debe recibir al terminar",
    "1. El certificado de tratamiento, con la fecha, el producto empleado y su número de registro.\n2. Las fichas de datos de seguridad de los productos.\n3. Las recomendaciones de ventilación y de limpieza para los días siguientes.",
    "## Señales de que la desinfección no se hizo bien",
    "Desconfíe si nadie le entrega un certificado, si no se señaliza la zona o si le piden que vuelva a entrar en cuanto se termina. Guarde todos los papeles: son los que le pedirán en una inspección sanitaria. Si quiere un tratamiento con todas las garantías, [pida su presupuesto sin compromiso](/contacto).",
  ],
});

const windows = (slug: string) => ({
  title: "Cada cuánto conviene limpiar los cristales y escaparates de un negocio",
  excerpt: "Polvo, lluvia con barro y huellas: cómo decidir cada cuánto limpiar su escaparate y qué puede hacer usted entre una visita y la siguiente.",
  imageAlt: "Ilustración de un escaparate recién limpiado en una calle comercial con mucho sol",
  tags: ["cristales", "escaparates", "comercios", "limpieza"],
  seo: {
    title: "Cada cuánto limpiar los cristales de un negocio",
    keywords: ["limpieza de cristales", "limpieza de escaparates", "cristales de comercios", "frecuencia de limpieza"],
  },
  body: [
    "Un escaparate limpio deja ver el producto, transmite cuidado y hace que el local parezca más luminoso desde la calle. Pero los cristales se ensucian a un ritmo muy distinto según dónde esté el negocio y cómo sea su fachada. Estas son las claves para decidir cada cuánto limpiarlos.",
    "## Lo que más ensucia los cristales",
    "- El polvo de los días de viento, que se pega al vidrio con la humedad de la noche.\n- La lluvia con barro, que deja gotas secas muy visibles al día siguiente.\n- El tráfico de la calle, que cubre los cristales bajos de una película grasa.\n- Las manos de los clientes en puertas y escaparates.",
    "## Una frecuencia para cada tamaño de negocio",
    "1. Comercios en calles con mucho paso: una limpieza semanal por fuera y quincenal por dentro.\n2. Oficinas y despachos en planta baja: cada dos semanas por fuera y cada mes por dentro.\n3. Portales de comunidades: una vez al mes, y un repaso semanal de las puertas.",
    "## Pequeños gestos entre dos visitas",
    "Para quitar una huella basta con un paño de **microfibra** limpio y un poco de agua con unas gotas de jabón neutro. Evite los estropajos y los productos abrasivos sobre vinilos y láminas de control solar, porque los rayan. Y no limpie los cristales a pleno sol: el agua se seca antes de retirarla y deja marcas.",
    `¿Prefiere olvidarse de los cristales? En nuestro servicio de [limpieza de cristales](/servicios/${slug}) acordamos con usted la frecuencia y el horario. [Pida su presupuesto sin compromiso](/contacto).`,
  ],
});

/** The older article whose title the terrace article's begins: the one on terraces, or else the first with a free start. */
const TERRACE_OF = "Impermeabilizar la terraza";
const terrace = {
  excerpt: "Los pasos de una impermeabilización bien hecha y qué sistema conviene a cada terraza, para que usted sepa qué le proponen en el presupuesto.",
  imageAlt: "Ilustración de un operario que extiende una membrana impermeable sobre una terraza al sol",
  tags: ["impermeabilización", "terrazas", "humedades", "mantenimiento"],
  seo: {
    title: "Impermeabilizar la terraza: pasos y sistemas",
    keywords: ["impermeabilizar terraza", "impermeabilización de terrazas", "membrana impermeable", "humedades en el techo"],
  },
  body: [
    "Una terraza bien impermeabilizada protege durante muchos años la vivienda de abajo. Cuando la lámina envejece, el agua encuentra su camino y las manchas aparecen en el techo del vecino. Le explicamos cómo se impermeabiliza una terraza y qué sistema conviene a la suya.",
    "## Los pasos de una impermeabilización",
    "1. Revisar el soporte y reparar las grietas.\n2. Limpiar y secar bien la superficie.\n3. Aplicar la membrana elegida, con refuerzos en esquinas, sumideros y juntas.\n4. Proteger la membrana con el acabado que se vaya a pisar.",
    "## Qué sistema elegir según el uso de la terraza",
    "- **Membrana líquida**: sin juntas, adecuada para terrazas con muchos remates.\n- **Lámina bajo el pavimento**: resistente, cuando se cambia también el suelo.\n- **Lámina vista**: ligera, para cubiertas que no se pisan a diario.",
    "¿Tiene manchas de humedad bajo su terraza? Consulte nuestro servicio de [impermeabilización de terrazas](/servicios/impermeabilizacion-terrazas) y [pida su presupuesto sin compromiso](/contacto).",
  ],
};

/** README's paragraph that starts with **{name}:**, on one line. */
export function recipe(name: string): string {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const found = readme.split(/\n\n/).find((paragraph) => paragraph.startsWith(`**${name}:**`));
  if (!found) throw new Error(`README.md ya no tiene la receta «${name}»`);
  return found.replace(/\s+/g, " ");
}

/** Each step as README's recipe words it, and the fields of the copied file that step lets a maintainer change. */
type Steps = Record<string, string[]>;
const ADD_ARTICLE: Steps = {
  "copie el último de `data/blog/` con el siguiente número": [],
  "cambie `id`": ["id"],
  "la fecha (`AAAA-MM-DD`)": ["date"],
  "la categoría (de `data/blog-page.json`)": ["category"],
  "el título (`title`), el de buscadores (`seo.title`) y el extracto (`excerpt`)": ["title", "seo", "excerpt"],
  "los demás textos": ["tags", "body"],
  "la imagen": ["image", "imageAlt"],
};
const ADD_SERVICE: Steps = {
  "copie un archivo de `data/services/` con el nombre nuevo": [],
  "ponga en `slug` ese mismo nombre": ["slug"],
  "cambie los textos (`title`, `seo.title` y `seo.description`": ["title", "seo"],
  "secciones y `assurance`": ["summary", "serviceType", "imageAlt", "hero", "cta", "sections", "assurance"],
  "añada su imagen en `data/images/services/`": ["image"],
  "`catalogGroup` dice en qué grupo de /servicios aparece": ["catalogGroup"],
  "`menu` (opcional)": ["menu"],
};

/**
 * A copied record changed as the recipe says and no further: a step README no longer words so, or a field the steps do
 * not name, stops here (the recipe changed: follow it again); a field the recipe forgets fails the copy's build.
 */
function follow(name: string, steps: Steps, copied: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const text = recipe(name);
  const gone = Object.keys(steps).filter((words) => !text.includes(words));
  if (gone.length) throw new Error(`La receta «${name}» de README.md ya no dice: ${gone.join("; ")}`);
  const named = new Set(Object.values(steps).flat());
  const unnamed = Object.keys(changes).filter((field) => !named.has(field));
  if (unnamed.length) throw new Error(`La receta «${name}» de README.md no dice que se cambie ${unnamed.join(", ")}`);
  const record = { ...copied, ...changes };
  for (const [field, value] of Object.entries(changes)) if (value === undefined) delete record[field];
  return record;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const writeJson = (file: string, json: object) => fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);

/** Adds an article as README says: the last of data/blog/ copied with the next number, then its fields changed. */
function addArticle(data: string, texts: Record<string, unknown>): number {
  const ids = fs.readdirSync(path.join(data, "blog")).map((file) => Number(path.basename(file, ".json"))).filter(Number.isInteger);
  const last = Math.max(...ids);
  const id = last + 1;
  const copied = readJson(path.join(data, "blog", `${last}.json`));
  // A picture of the right size and kind; what it shows does not matter to the tests.
  fs.copyFileSync(path.join(data, "images", "blog", "4.jpg"), path.join(data, "images", "blog", `${id}.jpg`));
  writeJson(path.join(data, "blog", `${id}.json`), follow("Añadir un artículo", ADD_ARTICLE, copied, { ...texts, id, image: `../images/blog/${id}.jpg` }));
  return id;
}

interface Article {
  id: number;
  title: string;
  date: string;
  category: string;
}

const articlesIn = (data: string): Article[] =>
  fs
    .readdirSync(path.join(data, "blog"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => readJson(path.join(data, "blog", file)) as Article)
    .sort((a, b) => a.id - b.id);

/** The search title (seo.title: 65 characters at most) and excerpt (260) of an added article, free in the copy. */
const ownTexts = (taken: Set<string>, texts: { seo: { title: string }; excerpt: string }) => ({
  seo: { ...texts.seo, title: unused(taken, texts.seo.title, 65) },
  excerpt: unused(taken, texts.excerpt, 260),
});

/** What growContent added: the service's slug, the category, and each article's id (with those it follows or begins). */
export interface Grown {
  service: string;
  category: string;
  sequel: number;
  /** The article the sequel follows, and whose title its own contains. */
  follows: number;
  windows: number;
  terrace: number;
  /** The older article whose title the terrace article's title begins. */
  begins: number;
}

/**
 * Writes the new service, category and articles, with their pictures, into a copy's data/, each unique in what the copy
 * holds; the articles newer than any there, as a maintainer's newest are.
 */
export function growContent(data: string): Grown {
  const taken = takenTexts(data);
  const slug = unusedSlug(taken, SERVICE_SLUG);
  const from = readJson(path.join(data, "services", "limpieza-locales-comerciales.json"));
  const texts = service(slug);
  const own = { title: unused(taken, texts.title), seo: { ...texts.seo, title: unused(taken, texts.seo.title, 65), description: unused(taken, texts.seo.description, 200) } };
  fs.copyFileSync(path.join(data, "images", "services", "limpieza-locales-comerciales.jpg"), path.join(data, "images", "services", `${slug}.jpg`));
  writeJson(path.join(data, "services", `${slug}.json`), follow("Añadir un servicio", ADD_SERVICE, from, { ...texts, ...own, menu: undefined }));

  const category = unused(taken, CATEGORY);
  const blogPage = readJson(path.join(data, "blog-page.json"));
  writeJson(path.join(data, "blog-page.json"), { ...blogPage, categories: [...blogPage.categories, category] });

  const articles = articlesIn(data);
  const newest = articles.map((a) => a.date).sort().at(-1)!;
  const first = articles.find((a) => a.title.startsWith(SEQUEL_OF)) ?? articles[0]!;
  const start = titleStart(taken, articles, TERRACE_OF);
  const sequelTexts = sequel(first.id);
  const windowsTexts = windows(slug);
  return {
    service: slug,
    category,
    follows: first.id,
    begins: start.of.id,
    sequel: addArticle(data, { ...sequelTexts, ...ownTexts(taken, sequelTexts), title: sequelTitle(taken, first.title), category: first.category, date: daysAfter(newest, 19) }),
    windows: addArticle(data, { ...windowsTexts, ...ownTexts(taken, windowsTexts), title: unused(taken, windowsTexts.title), category, date: daysAfter(newest, 15) }),
    terrace: addArticle(data, { ...terrace, ...ownTexts(taken, terrace), title: start.title, category: start.of.category, date: daysAfter(newest, 10) }),
  };
}

/**
 * Adds `count` older articles (a blog's archive), each a copy of the first with its own number, title, search title and
 * excerpt; gives their ids.
 */
export function addArchive(data: string, count: number): number[] {
  const taken = takenTexts(data);
  const older = readJson(path.join(data, "blog", "1.json"));
  const next = Math.max(...articlesIn(data).map((a) => a.id)) + 1;
  return Array.from({ length: count }, (_, i) => {
    const id = next + i;
    const copy = {
      ...older,
      id,
      title: unused(taken, `Artículo de archivo número ${id}`),
      excerpt: unused(taken, `Del archivo del blog, el artículo número ${id}: ${older.excerpt}`, 260),
      date: `2019-0${1 + (id % 9)}-1${id % 10}`,
      featured: false,
      seo: { ...older.seo, title: unused(taken, `Archivo ${id}`, 65) },
    };
    writeJson(path.join(data, "blog", `${id}.json`), copy);
    return id;
  });
}
