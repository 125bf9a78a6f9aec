import React from "react";
import { graphql } from "gatsby";
import { slugify } from "../../lib/markdown";
import { IntroSection } from "./intro-section";
import { TextSection } from "./text-section";
import { CardsSection } from "./cards-section";
import { ChecklistSection } from "./checklist-section";
import { StepsSection } from "./steps-section";
import { MaterialsSection } from "./materials-section";
import { FireLevelsSection } from "./fire-levels-section";
import { ContextsSection } from "./contexts-section";
import { TreatmentsSection } from "./treatments-section";
import { SystemsSection } from "./systems-section";
import { ProblemsSection } from "./problems-section";
import { ProjectsSection } from "./projects-section";
import { ServiceCardsSection } from "./service-cards-section";
import { FaqSection } from "./faq-section";
import { EmergencySection } from "./emergency-section";
import { QuoteSection } from "./quote-section";
import { RelatedSection } from "./related-section";

export type ServiceSection = Queries.ServiceSectionsFragment;
type Kind = ServiceSection["__typename"];

export interface SectionComponentProps<K extends Kind> {
  section: Extract<ServiceSection, { __typename: K }>;
  id: string;
  alt: boolean;
  serviceTitle: string;
}

/** One component per section kind of data/schemas/service.schema.json (GraphQL type ServiceSection + Kind). */
export const SECTION_REGISTRY: { [K in Kind]: React.ComponentType<SectionComponentProps<K>> } = {
  ServiceSectionIntro: IntroSection,
  ServiceSectionText: TextSection,
  ServiceSectionBenefits: CardsSection,
  ServiceSectionTypes: CardsSection,
  ServiceSectionChecklist: ChecklistSection,
  ServiceSectionSteps: StepsSection,
  ServiceSectionMaterials: MaterialsSection,
  ServiceSectionFireLevels: FireLevelsSection,
  ServiceSectionContexts: ContextsSection,
  ServiceSectionTreatments: TreatmentsSection,
  ServiceSectionSystems: SystemsSection,
  ServiceSectionProblems: ProblemsSection,
  ServiceSectionProjects: ProjectsSection,
  ServiceSectionServiceCards: ServiceCardsSection,
  ServiceSectionFaq: FaqSection,
  ServiceSectionEmergency: EmergencySection,
  ServiceSectionQuote: QuoteSection,
  ServiceSectionRelated: RelatedSection,
};

/** What every section kind shows: each component's own fragment, by the kind's GraphQL type. */
export const query = graphql`
  fragment ServiceSections on ServiceSection {
    __typename
    ... on ServiceSectionIntro {
      ...IntroSection
    }
    ... on ServiceSectionText {
      ...TextSection
    }
    ... on ServiceSectionBenefits {
      ...BenefitsSection
    }
    ... on ServiceSectionTypes {
      ...TypesSection
    }
    ... on ServiceSectionChecklist {
      ...ChecklistSection
    }
    ... on ServiceSectionSteps {
      ...StepsSection
    }
    ... on ServiceSectionMaterials {
      ...MaterialsSection
    }
    ... on ServiceSectionFireLevels {
      ...FireLevelsSection
    }
    ... on ServiceSectionContexts {
      ...ContextsSection
    }
    ... on ServiceSectionTreatments {
      ...TreatmentsSection
    }
    ... on ServiceSectionSystems {
      ...SystemsSection
    }
    ... on ServiceSectionProblems {
      ...ProblemsSection
    }
    ... on ServiceSectionProjects {
      ...ProjectsSection
    }
    ... on ServiceSectionServiceCards {
      ...ServiceCardsSection
    }
    ... on ServiceSectionFaq {
      ...FaqSection
    }
    ... on ServiceSectionEmergency {
      ...EmergencySection
    }
    ... on ServiceSectionQuote {
      ...QuoteSection
    }
    ... on ServiceSectionRelated {
      ...RelatedSection
    }
  }
`;

/** Unique, readable fragment ids from the section titles ("preguntas-frecuentes", "preguntas-frecuentes-2"). */
export function sectionIds(titles: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const base = slugify(title) || "seccion";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

export interface ServiceSectionsProps {
  sections: readonly ServiceSection[];
  serviceTitle: string;
  /** The section every service page ends with (guarantees, duration, price): its title, for its id, and itself. */
  closing: { title: string; render: (id: string, alt: boolean) => React.ReactNode };
}

/** Renders a service page's sections in order, alternating backgrounds; full-width banners reset the rhythm. */
export function ServiceSections({ sections, serviceTitle, closing }: ServiceSectionsProps) {
  const ids = sectionIds([...sections.map((s) => s.title), closing.title]);
  const alts = alternateBackgrounds([...sections.map((s) => s.__typename === "ServiceSectionEmergency"), false]);
  const last = sections.length;
  return (
    <>
      {sections.map((section, i) => {
        const Section = SECTION_REGISTRY[section.__typename] as React.ComponentType<SectionComponentProps<Kind>>;
        return <Section key={ids[i]} section={section} id={ids[i]!} alt={alts[i]!} serviceTitle={serviceTitle} />;
      })}
      {closing.render(ids[last]!, alts[last]!)}
    </>
  );
}

/** White and soft backgrounds alternate, starting white; a full-width banner restarts the rhythm after it. */
export function alternateBackgrounds(banners: readonly boolean[]): boolean[] {
  const out: boolean[] = [];
  banners.forEach((banner, i) => out.push(banner ? true : !(out[i - 1] ?? true)));
  return out;
}
