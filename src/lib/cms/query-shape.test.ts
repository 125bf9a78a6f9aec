import { queryShape } from "./query-shape";

const QUERY = `
  query Page($id: String!) {
    serviceJson(id: { eq: $id }) {
      title
      image { childImageSharp { gatsbyImageData(width: 560) ...Social } }
      sections {
        __typename
        ... on ServiceSectionFaq { ...Faq }
        ... on ServiceSectionText { title body }
      }
    }
  }
  fragment Faq on ServiceSectionFaq { title questions: items { question answer } }
  fragment Social on ImageSharp { social: resize(width: 1200) { src } }
`;

describe("the shape a page query gives, made from an entry's JSON", () => {
  const { shape } = queryShape(QUERY);
  const entry = {
    title: "Fontanería",
    extra: "not asked for",
    image: { childImageSharp: { gatsbyImageData: { width: 760 } } },
    sections: [
      { __typename: "ServiceSectionFaq", kind: "faq", title: "Preguntas", items: [{ question: "¿Qué?", answer: "Esto." }] },
      { __typename: "ServiceSectionText", kind: "text", title: "Texto", body: ["Uno"] },
    ],
  };

  test("applies aliases, fragments and type conditions, and leaves out what the query does not ask for", () => {
    expect(shape("serviceJson", entry)).toEqual({
      title: "Fontanería",
      image: { childImageSharp: { gatsbyImageData: { width: 760 }, social: null } },
      sections: [
        { __typename: "ServiceSectionFaq", title: "Preguntas", questions: [{ question: "¿Qué?", answer: "Esto." }] },
        { __typename: "ServiceSectionText", title: "Texto", body: ["Uno"] },
      ],
    });
  });

  test("a field the entry lacks yet is null, as the data layer gives it", () => {
    expect(shape("serviceJson", { sections: [] })).toEqual({ title: null, image: null, sections: [] });
  });

  test("asking for a root field the query does not have is an error", () => {
    expect(() => shape("articleJson", entry)).toThrow("La consulta no pide articleJson");
  });
});
