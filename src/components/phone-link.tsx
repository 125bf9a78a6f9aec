import React from "react";
import { Icon } from "./icon";
import { useSiteData } from "../hooks/use-site-data";
import { phoneLine } from "../lib/site-types";
import { phoneText } from "../lib/site-types";

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
    // "call-button" lets the HTML check tell a labelled call button from a bare number (see html-validate.config).
    <a href={`tel:${phone.tel}`} className={`call-button ${className ?? ""}`}>
      <Icon name="phone" size={18} />
      <span>
        {label} <span aria-hidden="true">·</span> {phoneText(phone.display)}
      </span>
    </a>
  );
}
