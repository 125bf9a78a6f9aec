import { expect, test } from "@playwright/test";
import { listData, readData } from "./helpers";

/*
 * What the specification lists must be there. Maintainers add services, articles and groups through the editor,
 * so these are checked as present, never as all there is: the other tests take their counts from data/.
 */
const SERVICES = [
  "limpieza-industrial", "limpieza-oficinas", "limpieza-escaleras", "limpieza-fin-obra", "limpieza-hogar-viviendas",
  "limpieza-locales-comerciales", "limpieza-profunda", "limpieza-mudanza", "limpieza-pisos", "limpieza-parkings",
  "tratamiento-suelos", "restauracion-piedra", "pulido-abrillantado", "pulido-suelos", "decapado-encerado",
  "tratamiento-antideslizante", "impermeabilizacion-terrazas", "impermeabilizacion-patios", "impermeabilizacion-fachadas",
  "impermeabilizacion-cubiertas", "impermeabilizacion", "tratamiento-humedades", "pintura-ignifuga", "pintura-industrial",
  "pintura-epoxy", "pintura-decorativa", "renovacion-suelos", "eliminacion-grafitis", "tratamiento-anti-grafitis",
  "desinfeccion-sanitizacion", "fontaneria", "diseno-interiorismo", "suministros-profesionales", "mantenimiento-comunidades",
  "jardineria-profesional", "mantenimiento-oficinas",
];
const ARTICLES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The mega-menu's five groups, in order, and the services the specification puts in each. */
const MENU: Array<{ id: string; title: string; services: string[] }> = [
  {
    id: "limpieza",
    title: "Limpieza Profesional",
    services: [
      "limpieza-industrial", "limpieza-oficinas", "limpieza-escaleras", "limpieza-fin-obra", "limpieza-hogar-viviendas",
      "limpieza-locales-comerciales", "limpieza-profunda", "limpieza-mudanza", "limpieza-pisos", "limpieza-parkings",
    ],
  },
  { id: "mantenimiento", title: "Mantenimiento Integral", services: ["mantenimiento-comunidades", "mantenimiento-oficinas", "jardineria-profesional"] },
  {
    id: "tratamientos",
    title: "Tratamientos y Pintura",
    services: ["tratamiento-suelos", "pintura-ignifuga", "pintura-industrial", "pintura-epoxy", "pulido-abrillantado", "decapado-encerado"],
  },
  {
    id: "impermeabilizacion",
    title: "Impermeabilización",
    services: ["impermeabilizacion", "impermeabilizacion-terrazas", "impermeabilizacion-cubiertas", "impermeabilizacion-fachadas", "impermeabilizacion-patios"],
  },
  { id: "tecnicos", title: "Servicios Técnicos", services: ["fontaneria"] },
];

/** The catalogue's groups on /servicios. */
const CATALOG_GROUPS = [
  "limpieza-especializada", "tratamientos-tecnicos", "impermeabilizacion", "pintura-especializada", "servicios-especiales",
  "servicios-adicionales", "mantenimiento-integral",
];

const services = listData("services");

test("the specification's 36 services and 9 articles are all in data/", () => {
  expect(services.map((s) => s.slug)).toEqual(expect.arrayContaining(SERVICES));
  expect(listData("blog").map((a) => a.id)).toEqual(expect.arrayContaining(ARTICLES));
});

test("the mega-menu has the specification's five groups, each with the services it names", () => {
  const groups = readData("navigation.json").megaMenu.groups;
  expect(groups.map((g: { id: string; title: string }) => ({ id: g.id, title: g.title }))).toEqual(MENU.map(({ id, title }) => ({ id, title })));
  for (const group of MENU) {
    const members = services.filter((s) => s.menu?.group === group.id).map((s) => s.slug);
    expect(members, group.id).toEqual(expect.arrayContaining(group.services));
  }
});

test("the catalogue on /servicios has the specification's seven groups", () => {
  expect(readData("services-page.json").groups.map((g: { id: string }) => g.id)).toEqual(expect.arrayContaining(CATALOG_GROUPS));
});
