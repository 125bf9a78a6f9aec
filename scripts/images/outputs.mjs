// Every file that make-images.mjs writes under data/images: [file, scene, width, height, budget in KB].
const SERVICES = ['limpieza-industrial', 'limpieza-oficinas', 'limpieza-escaleras', 'limpieza-fin-obra', 'limpieza-hogar-viviendas', 'limpieza-locales-comerciales', 'limpieza-profunda', 'limpieza-mudanza', 'limpieza-pisos', 'limpieza-parkings', 'tratamiento-suelos', 'restauracion-piedra', 'pulido-abrillantado', 'pulido-suelos', 'decapado-encerado', 'tratamiento-antideslizante', 'impermeabilizacion-terrazas', 'impermeabilizacion-patios', 'impermeabilizacion-fachadas', 'impermeabilizacion-cubiertas', 'impermeabilizacion', 'tratamiento-humedades', 'pintura-ignifuga', 'pintura-industrial', 'pintura-epoxy', 'pintura-decorativa', 'renovacion-suelos', 'eliminacion-grafitis', 'tratamiento-anti-grafitis', 'desinfeccion-sanitizacion', 'fontaneria', 'diseno-interiorismo', 'suministros-profesionales', 'mantenimiento-comunidades', 'jardineria-profesional', 'mantenimiento-oficinas'];
export const OUTPUTS = [
  ...[1, 2, 3, 4, 5, 6].map((i) => [`hero/hero-${i}.jpg`, `hero-${i}`, 1600, 900, 160]),
  ...SERVICES.map((s) => [`services/${s}.jpg`, s, 1200, 800, 120]),
  ...['limpieza-industrial', 'impermeabilizacion'].flatMap((p) => [1, 2, 3].map((i) => [`projects/${p}-${i}.jpg`, `project-${p}-${i}`, 1200, 800, 120])),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [`blog/${i}.jpg`, `blog-${i}`, 1200, 675, 120]),
  ['about/historia.jpg', 'historia', 1200, 800, 120], ['about/equipo.jpg', 'equipo', 1200, 800, 120], ['og-default.jpg', 'og', 1200, 630, 120],
];
export const CROP_TOP = { 'blog-3': 105, 'blog-4': 105, 'blog-6': 105, 'blog-7': 105, 'blog-8': 105, 'blog-9': 105 }; // top of the 16:9 window when not centred
