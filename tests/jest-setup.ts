import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "util";

// jsdom has no TextEncoder, which React's server renderer needs: the island tests render pages' HTML as the build does.
Object.assign(globalThis, { TextEncoder, TextDecoder });
