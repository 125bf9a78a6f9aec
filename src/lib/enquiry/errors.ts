/** How a failed send is explained to the visitor and logged for the company. */

export interface SendFailure {
  status: number;
  text: string;
}

/** What to say about a failed send (data/forms.json, sendFailure). */
export interface FailureTexts {
  rateLimited: string;
  blockedAddress: string;
  automatedBrowser: string;
  other: string;
  callUs: string;
}

/** The library rejects with {status, text}; a network failure rejects with a TypeError (status 0). */
export function toSendFailure(error: unknown): SendFailure {
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return { status: Number(status) || 0, text: typeof text === "string" && text ? text : "Error" };
  }
  return { status: 0, text: error instanceof Error ? `Network Error: ${error.message}` : "Network Error" };
}

/** The inline message beside the alert: what happened in plain words and what to do now, then the phone number. */
export function inlineFailureMessage(failure: SendFailure, phoneDisplay: string, texts: FailureTexts): string {
  const byStatus: Readonly<Record<number, string>> = {
    429: texts.rateLimited, // the library's rate limit
    403: texts.blockedAddress, // the block list
    451: texts.automatedBrowser, // the headless block
  };
  return `${byStatus[failure.status] ?? texts.other} ${texts.callUs} ${phoneDisplay}.`;
}
