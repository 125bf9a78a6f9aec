import type { EmailConfig } from "./config";
import type { EnquiryPayload } from "./payload";

/** Minimum time between two sends from one browser, enforced by the e-mail library. */
export const THROTTLE_MS = 10000;

interface StorageProvider {
  get: (key: string) => Promise<string | null | undefined>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/** Where the e-mail library notes each form's last send, for its rate limit: "último-envío-presupuesto". */
export const LAST_SEND_PREFIX = "último-envío-";

/**
 * The tab's sessionStorage when the browser allows it (gone when the tab closes; the cookie policy says so), else the
 * page's memory: the library's rate limit needs a storage provider to work at all.
 */
function browserStorage(): StorageProvider {
  const memory = new Map<string, string>();
  const safe = <T,>(fn: () => T, fallback: () => T): T => {
    try {
      return fn();
    } catch {
      return fallback();
    }
  };
  const key = (id: string) => `${LAST_SEND_PREFIX}${id}`;
  return {
    get: async (id) => safe(() => window.sessionStorage.getItem(key(id)), () => memory.get(id)),
    set: async (id, value) => safe(() => window.sessionStorage.setItem(key(id), value), () => void memory.set(id, value)),
    remove: async (id) => safe(() => window.sessionStorage.removeItem(key(id)), () => void memory.delete(id)),
  };
}

/**
 * Sends one enquiry through @emailjs/browser. The library is loaded on first use, so pages without a form never
 * download it. Rejects with the library's {status, text} or, on a network failure, a TypeError.
 */
export async function sendEnquiry(payload: EnquiryPayload, config: EmailConfig, blockList: readonly string[], limitId: string): Promise<void> {
  const emailjs = await import("@emailjs/browser");
  emailjs.init(
    {
      publicKey: config.publicKey,
      blockHeadless: config.blockHeadless,
      blockList: { list: [...blockList], watchVariable: "email" },
      limitRate: { id: limitId, throttle: THROTTLE_MS },
      storageProvider: browserStorage(),
    },
    config.origin,
  );
  if (process.env.NODE_ENV === "development") console.info("[enquiry] parámetros enviados", payload);
  await emailjs.send(config.serviceId, config.templateId, { ...payload });
}
