import { retypedFigures, tuForms, wordsToCheck, type Figures } from "../text-checks";

describe("tuForms", () => {
  test("finds tú pronouns, possessives and verb forms", () => {
    expect(tuForms("Llámanos y te asesoramos sobre tu comunidad; si necesitas algo, olvídate de esperar.")).toEqual(["te", "tu", "Llámanos", "necesitas", "olvídate"]);
  });

  test("leaves usted, the third person and words that only contain the letters", () => {
    expect(tuForms("Llámenos y le asesoramos sobre su comunidad. El proyecto pide R60; usted escribe; calimas que tiñen; teñidas.")).toEqual([]);
  });
});

const figures: Figures = {
  foundedYear: 1999,
  years: 25,
  yearsAlt: 20,
  clients: 500,
  jobs: 1000,
  localities: 15,
  communities: 200,
  terraces: 1000,
  trainingHours: 120,
  insuranceEuros: 600000,
  replyHours: 24,
};

describe("retypedFigures", () => {
  test("finds each company figure typed as a number", () => {
    const text =
      "Desde 1999, más de 25 años de experiencia, +500 clientes, 1.000 trabajos, 15 municipios, 200 comunidades, 1000 terrazas, 120 horas de formación, seguro de 600.000 €, respuesta en 24 horas laborables.";
    expect(retypedFigures(text, figures).map((f) => f.split(" ")[0])).toEqual([
      "{foundedYear}", "{years}", "{clients}", "{jobs}", "{localities}", "{communities}", "{terraces}", "{trainingHours}", "{insurance}", "{replyHours}",
    ]);
  });

  test("leaves tokens and numbers that are not company figures", () => {
    const text =
      "Desde {foundedYear}, más de {years} años. Garantía de 20 años del sistema multicapa; R120 son 120 minutos; urgencias 24/7 en el 600 000 103; una terraza de 50 a 100 m² en 3-5 días laborables.";
    expect(retypedFigures(text, figures)).toEqual([]);
  });
});

describe("wordsToCheck", () => {
  test("skips tokens, links, addresses, codes and numbers", () => {
    expect(wordsToCheck("Lea la [guía](/blog/3/) de {brand}: ISO 9001, R60, info@x.example, www.aepd.es, osmfoundation.org, anti-moho")).toEqual([
      "Lea", "la", "guía", "de", "anti", "moho",
    ]);
  });
});
