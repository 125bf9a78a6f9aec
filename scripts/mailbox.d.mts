// Types of mailbox.mjs for the TypeScript tests that start it.
interface Keys {
  service_id: string;
  template_id: string;
  user_id: string;
}

/** A template parameter and the JSON type it is sent as (PAYLOAD_TYPES of src/lib/enquiry/payload.ts). */
export interface ParameterType {
  name: string;
  type: "string" | "integer";
}

export interface Expected extends Keys {
  template_params: readonly ParameterType[];
}

/** What plugins/email-config writes to .mailbox/enquiry-config.json. */
export interface BuildEnquiryConfig {
  mode: "provider" | "local";
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
  payload: readonly ParameterType[];
}

/** A send the mailbox accepted (checkSend found nothing wrong with it). */
export interface Send extends Keys {
  lib_version?: string;
  template_params: Record<string, string | number>;
}

export interface MailboxOptions {
  host?: string;
  port: number;
  expected: Expected;
  file: string;
  log?: (line: string) => void;
  respond?: (body: unknown) => unknown;
}

/** An event of the audience measurement the mailbox accepted (scripts/collector.mjs). */
export interface MeasuredEvent {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Record<string, string>;
}

export interface Mailbox {
  url: string;
  received: Send[];
  events: MeasuredEvent[];
  setRespond: (fn?: (body: unknown) => unknown) => void;
  close: () => Promise<void>;
}

export function expectedSend(config: BuildEnquiryConfig): Expected;
export function checkSend(body: unknown, expected: Expected): string | null;
export function startMailbox(options: MailboxOptions): Promise<Mailbox>;
export function readBuildEnquiryConfig(root?: string): BuildEnquiryConfig | null;
export const MAILBOX_FILE: string;
export function startBuildMailbox(root?: string, options?: Partial<Pick<MailboxOptions, "file" | "log">>): Promise<Mailbox | null>;
