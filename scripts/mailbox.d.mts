// Types of mailbox.mjs for the TypeScript tests that start it.
export interface Expected {
  service_id: string;
  template_id: string;
  user_id: string;
}

/** A send the mailbox accepted (checkSend found nothing wrong with it). */
export interface Send extends Expected {
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

export interface Mailbox {
  url: string;
  received: Send[];
  setRespond: (fn?: (body: unknown) => unknown) => void;
  close: () => Promise<void>;
}

export function checkSend(body: unknown, expected: Expected): string | null;
export function startMailbox(options: MailboxOptions): Promise<Mailbox>;
export function readBuildEnquiryConfig(root?: string): unknown;
export const MAILBOX_FILE: string;
export function startBuildMailbox(root?: string): Promise<Mailbox | null>;
