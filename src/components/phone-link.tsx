import React from "react";
import { Phone } from "lucide-react";
import { phoneLine, useSiteData } from "../hooks/use-site-data";

export interface PhoneLinkProps {
  /** Which line of data/site.json: main, second or urgent. */
  line: string;
  label: string;
  className?: string;
}

/** A call button: the label and the number, as a tel: link. */
export function PhoneLink({ line, label, className }: PhoneLinkProps) {
  const { site } = useSiteData();
  const phone = phoneLine(site, line);
  return (
    <a href={`tel:${phone.tel}`} className={className}>
      <Phone size={18} aria-hidden="true" />
      <span>
        {label} <span aria-hidden="true">·</span> {phone.display}
      </span>
    </a>
  );
}
