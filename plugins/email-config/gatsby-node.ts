/**
 * Where the quote forms send: EmailJS with the three GATSBY_EMAILJS_* keys, else the local mailbox on 127.0.0.1
 * (scripts/mailbox.mjs), which this plugin says loudly. A release build without the keys, or with an e-mail origin that
 * is not https, stops, naming what is wrong.
 * Gatsby APIs: onPreBootstrap.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { releaseProblems, resolveEmailConfig, type EmailConfig } from "../../src/lib/enquiry/config";
import { PAYLOAD_TYPES } from "../../src/lib/enquiry/payload";

/** Read by the local mailbox, so it expects the keys the build gave the forms, on the same port, and their parameters. */
const MAILBOX_CONFIG = path.join(".mailbox", "enquiry-config.json");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (process.env.RELEASE_BUILD === "1") {
    const problems = releaseProblems(process.env);
    if (problems.length > 0) {
      reporter.panic(`Compilación de publicación rechazada: ${problems.join("; ")}. Corríjalo (vea .env.example) y vuelva a compilar.`);
    }
  }
  let email: EmailConfig;
  try {
    email = resolveEmailConfig(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  fs.mkdirSync(path.dirname(MAILBOX_CONFIG), { recursive: true });
  fs.writeFileSync(MAILBOX_CONFIG, JSON.stringify({ ...email, payload: PAYLOAD_TYPES }, null, 2));
  if (email.mode === "local") {
    const line = "=".repeat(78);
    reporter.warn(
      `\n${line}\n FORMULARIOS EN MODO BUZÓN LOCAL: sin GATSBY_EMAILJS_SERVICE_ID, _TEMPLATE_ID y _PUBLIC_KEY,\n las solicitudes se envían a ${email.origin} (el buzón que arranca \`npm start\`),\n NO a la empresa. Para publicar, use \`npm run build:release\` con las tres claves.\n${line}`,
    );
  } else {
    reporter.info(`Formularios: envío por EmailJS a ${email.origin}${email.blockHeadless ? " (bloqueo de navegadores automatizados activo)" : ""}.`);
  }
};
