// Local stand-in for the e-mail provider's JSON API (POST /api/v1.0/email/send), on loopback only, and for the
// audience measurement's (POST /api/event, collector.mjs) when the build sends there (GATSBY_PLAUSIBLE_ORIGIN=local).
// `npm start` runs it when the build has no EmailJS keys, so a person can send an enquiry end to end;
// the end-to-end tests start it too and read what it received. Each enquiry is appended as one JSON line.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkEvent, describeEvent, EVENT_PATH } from "./collector.mjs";

/** The largest request body the mailbox reads; a larger one gets 413. */
const BODY_LIMIT = 1024 * 1024;

/**
 * What a send must carry for the build `config` describes (.mailbox/enquiry-config.json, written by plugins/email-config): its
 * keys, and the template parameters of src/lib/enquiry/payload.ts with the JSON type each is sent as.
 */
export function expectedSend(config) {
  if (!Array.isArray(config.payload)) throw new Error("La configuración de la compilación no indica los parámetros del envío: vuelva a compilar.");
  return { service_id: config.serviceId, template_id: config.templateId, user_id: config.publicKey, template_params: config.payload };
}

/** Why a request body is not a valid send, or null when it is. */
export function checkSend(body, expected) {
  if (!body || typeof body !== "object") return "the body is not a JSON object";
  for (const key of ["service_id", "template_id", "user_id"]) {
    if (body[key] !== expected[key]) return `${key} is ${JSON.stringify(body[key])}, expected ${JSON.stringify(expected[key])}`;
  }
  const params = body.template_params;
  if (!params || typeof params !== "object" || Array.isArray(params)) return "template_params is missing";
  const names = expected.template_params.map((p) => p.name);
  const keys = Object.keys(params).sort();
  if (keys.join() !== [...names].sort().join()) return `template_params must have exactly ${names.join(", ")}; it has ${keys.join(", ")}`;
  for (const { name, type } of expected.template_params) {
    const valid = type === "integer" ? Number.isSafeInteger(params[name]) : typeof params[name] === "string";
    if (!valid) return `template_params.${name} must be ${type === "integer" ? "an integer" : "a string"}`;
  }
  return null;
}

/**
 * Starts the mailbox. `respond` may override the answer (tests use it for 400/500 and slow answers): it gets the
 * parsed body and returns (or resolves to) {status, text}, or undefined for the normal behaviour.
 */
export function startMailbox({ host = "127.0.0.1", port, expected, file, log = console.log, respond }) {
  const received = [];
  const events = [];
  const state = { respond };
  const server = http.createServer((req, res) => {
    const cors = {
      "Access-Control-Allow-Origin": req.headers.origin ?? "*",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type",
      Vary: "Origin",
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const isEvent = req.url === EVENT_PATH;
    if (req.method !== "POST" || (req.url !== "/api/v1.0/email/send" && !isEvent)) {
      res.writeHead(404, { ...cors, "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
      return;
    }
    // Bodies are read as bytes up to 1 MB; a larger one gets 413 at once and the rest is read and discarded, so the
    // client sees the answer instead of a broken connection.
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size <= BODY_LIMIT) {
        chunks.push(chunk);
        return;
      }
      tooLarge = true;
      log(`[buzón] Rechazada (413): más de ${BODY_LIMIT} bytes`);
      res.writeHead(413, { ...cors, "Content-Type": "text/plain; charset=utf-8" }).end("Payload Too Large");
    });
    req.on("end", () => {
      if (tooLarge) return;
      answer(Buffer.concat(chunks).toString("utf8")).catch((error) => {
        // Whatever goes wrong with one request, the mailbox answers it and goes on.
        log(`[buzón] Error (500): ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { ...cors, "Content-Type": "text/plain; charset=utf-8" }).end("Internal Server Error");
      });
    });

    async function answer(raw) {
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      if (isEvent) {
        const problem = checkEvent(body);
        if (!problem) events.push(body);
        log(problem ? `[medición] Rechazado (400): ${problem}` : describeEvent(body));
        res.writeHead(problem ? 400 : 202, { ...cors, "Content-Type": "text/plain; charset=utf-8" }).end(problem ?? "ok");
        return;
      }
      const override = await state.respond?.(body);
      const problem = override ? null : checkSend(body, expected);
      const status = override?.status ?? (problem ? 400 : 200);
      const text = override?.text ?? problem ?? "OK";
      if (status === 200) {
        // On disk (synchronously) before the 200 is sent: an accepted enquiry is never only in memory.
        const record = { receivedAt: new Date().toISOString(), ...body };
        if (file) {
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.appendFileSync(file, `${JSON.stringify(record)}\n`);
        }
        received.push(body);
        const p = body.template_params;
        log(`[buzón] Nueva solicitud: ${p.service} · ${p.name || "(sin nombre)"} · ${p.email || "(sin email)"} · tel ${p.phone}`);
      } else {
        log(`[buzón] Rechazada (${status}): ${text}`);
      }
      res.writeHead(status, { ...cors, "Content-Type": "text/plain; charset=utf-8" }).end(text);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        received,
        events,
        setRespond: (fn) => {
          state.respond = fn;
        },
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/** What the last build configured (written by plugins/email-config): the mailbox expects the same keys and port. */
export function readBuildEnquiryConfig(root = process.cwd()) {
  const file = path.join(root, ".mailbox", "enquiry-config.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

export const MAILBOX_FILE = path.join(".mailbox", "enquiries.jsonl");

/**
 * Starts the mailbox the last build points the forms at, or returns null when that build sends to the provider.
 * `file` and `log` replace where enquiries are kept and printed (the tests keep theirs apart and quiet).
 */
export async function startBuildMailbox(root = process.cwd(), { file = path.join(root, MAILBOX_FILE), log } = {}) {
  const config = readBuildEnquiryConfig(root);
  if (!config || config.mode !== "local") return null;
  const { hostname, port } = new URL(config.origin);
  return startMailbox({ host: hostname, port: Number(port), expected: expectedSend(config), file, log });
}

// No top-level await: the tests load this module through require().
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  void startBuildMailbox().then((box) => {
    if (box) console.log(`Buzón local escuchando en ${box.url}; las solicitudes se guardan en ${MAILBOX_FILE}`);
    else console.log("La última compilación envía a EmailJS (o no hay compilación): no hace falta el buzón local.");
  });
}
