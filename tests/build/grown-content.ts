import fs from "fs";
import path from "path";

/*
 * The content a maintainer would add through the editor: a 37th service, listed in a catalogue group of /servicios
 * but left out of the mega-menu, and a 10th article, newer than the others and not featured. Each has its own texts,
 * in Spanish, so the end-to-end suite (spelling, unique titles and descriptions, structured data) can run on them.
 */
export const NEW_SERVICE = "limpieza-cristales";
export const NEW_ARTICLE = 10;

const service = {
  $schema: "../schemas/service.schema.json",
  slug: NEW_SERVICE,
  title: "Limpieza de Cristales",
  summary: "Cristales, escaparates, mamparas y lucernarios limpios y sin marcas, a pie de calle o en altura, con la frecuencia que usted elija.",
  seo: {
    title: "Limpieza de cristales y escaparates en Murcia",
    description: "Limpieza de cristales, escaparates y mamparas para comercios, oficinas y comunidades de la Región de Murcia, sin marcas y con seguridad. Pida su presupuesto gratis.",
    keywords: ["limpieza de cristales Murcia", "limpieza de escaparates", "limpieza de ventanas en altura", "limpieza de mamparas"],
  },
  serviceType: "Limpieza de cristales",
  catalogGroup: "limpieza-especializada",
  image: `../images/services/${NEW_SERVICE}.jpg`,
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
};

const article = {
  $schema: "../schemas/article.schema.json",
  id: NEW_ARTICLE,
  title: "Cada cuánto conviene limpiar los cristales de un comercio",
  excerpt: "Polvo, lluvia con barro y huellas: cómo decidir cada cuánto limpiar su escaparate y qué puede hacer usted entre una visita y la siguiente.",
  category: "Consejos",
  author: "Carmen Navarro Pérez",
  authorRole: "Coordinadora de comunidades y atención al cliente",
  authorBio: "Coordina los servicios para comunidades de propietarios, comercios y oficinas, y organiza las visitas de presupuesto en las {localities} localidades donde trabajamos.",
  date: "2025-02-03",
  readMinutes: 3,
  image: `../images/blog/${NEW_ARTICLE}.jpg`,
  imageAlt: "Ilustración de un escaparate recién limpiado en una calle comercial con mucho sol",
  tags: ["cristales", "escaparates", "comercios", "limpieza"],
  featured: false,
  seo: {
    title: "Cada cuánto limpiar los cristales de un comercio",
    keywords: ["limpieza de cristales", "limpieza de escaparates", "cristales de comercios", "frecuencia de limpieza"],
  },
  body: [
    "Un escaparate limpio deja ver el producto, transmite cuidado y hace que el local parezca más luminoso desde la calle. Pero los cristales se ensucian a un ritmo muy distinto según dónde esté el negocio y cómo sea su fachada. Estas son las claves para decidir cada cuánto limpiarlos.",
    "## Lo que más ensucia los cristales",
    "- El polvo de los días de viento, que se pega al vidrio con la humedad de la noche.\n- La lluvia con barro, que deja gotas secas muy visibles al día siguiente.\n- El tráfico de la calle, que cubre los cristales bajos de una película grasa.\n- Las manos de los clientes en puertas y escaparates.",
    "## Una frecuencia para cada negocio",
    "1. Comercios en calles con mucho paso: una limpieza semanal por fuera y quincenal por dentro.\n2. Oficinas y despachos en planta baja: cada dos semanas por fuera y cada mes por dentro.\n3. Portales de comunidades: una vez al mes, y un repaso semanal de las puertas.",
    "## Qué puede hacer usted entre dos visitas",
    "Para quitar una huella basta con un paño de **microfibra** limpio y un poco de agua con unas gotas de jabón neutro. Evite los estropajos y los productos abrasivos sobre vinilos y láminas de control solar, porque los rayan. Y no limpie los cristales a pleno sol: el agua se seca antes de retirarla y deja marcas.",
    "¿Prefiere olvidarse de los cristales? En nuestro servicio de [limpieza de cristales](/servicios/limpieza-cristales) acordamos con usted la frecuencia y el horario. [Pida su presupuesto sin compromiso](/contacto).",
  ],
};

/** Writes the new service and article, with their pictures, into a copy's data/. */
export function growContent(data: string): void {
  const write = (rel: string, json: object) => fs.writeFileSync(path.join(data, rel), `${JSON.stringify(json, null, 2)}\n`);
  write(path.join("services", `${NEW_SERVICE}.json`), service);
  write(path.join("blog", `${NEW_ARTICLE}.json`), article);
  // Pictures of the right size and kind; what they show does not matter to the tests.
  fs.copyFileSync(path.join(data, "images", "services", "limpieza-locales-comerciales.jpg"), path.join(data, "images", "services", `${NEW_SERVICE}.jpg`));
  fs.copyFileSync(path.join(data, "images", "blog", "4.jpg"), path.join(data, "images", "blog", `${NEW_ARTICLE}.jpg`));
}
