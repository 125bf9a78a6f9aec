import "@testing-library/jest-dom";
import { webcrypto } from "crypto";
import { TextDecoder, TextEncoder } from "util";

// jsdom has no TextEncoder, which React's server renderer needs: the island tests render pages' HTML as the build does.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's crypto has no SubtleCrypto, which sealing a kept enquiry needs (src/lib/enquiry/seal.ts): Node's own, the
// same Web Crypto API the browsers have.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
