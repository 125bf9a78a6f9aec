import { phoneToInteger } from "./phone";

/** What the visitor typed in the quote request form. */
export interface EnquiryForm {
  name: string;
  company: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  privacy: boolean;
}

/** Exactly the template parameters the e-mail service receives; the privacy flag is not sent. */
export interface EnquiryPayload {
  name: string;
  company: string;
  email: string;
  phone: number;
  service: string;
  message: string;
  time: number;
}

export const SERVICE_PLACEHOLDER = "Seleccione servicio";

export const EMPTY_FORM: EnquiryForm = {
  name: "",
  company: "",
  email: "",
  phone: "",
  service: SERVICE_PLACEHOLDER,
  message: "",
  privacy: false,
};

export function buildPayload(form: EnquiryForm, now: number): EnquiryPayload {
  return {
    name: form.name.trim(),
    company: form.company.trim(),
    email: form.email.trim(),
    phone: phoneToInteger(form.phone),
    service: form.service,
    message: form.message.trim(),
    time: now,
  };
}

export function hasChosenService(form: Pick<EnquiryForm, "service">): boolean {
  return form.service !== SERVICE_PLACEHOLDER && form.service.trim() !== "";
}
