/** How a failed send is explained to the visitor and logged for the company. */

export const SEND_FAILED_ALERT = "Error al enviar el formulario. Por favor, inténtelo de nuevo o contacte por teléfono.";
export const CHOOSE_SERVICE_ALERT = "Por favor, seleccione un servicio de la lista";

export interface SendFailure {
  status: number;
  text: string;
}

/** The library rejects with {status, text}; a network failure rejects with a TypeError (status 0). */
export function toSendFailure(error: unknown): SendFailure {
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return { status: Number(status) || 0, text: typeof text === "string" && text ? text : "Error" };
  }
  return { status: 0, text: error instanceof Error ? `Network Error: ${error.message}` : "Network Error" };
}

/** The inline message beside the alert: what happened in plain words and what to do now. */
export function inlineFailureMessage(failure: SendFailure, phoneDisplay: string): string {
  const call = `También puede llamarnos al ${phoneDisplay}.`;
  switch (failure.status) {
    case 429:
      return `Acabamos de recibir un envío desde este navegador. Espere unos segundos y vuelva a pulsar Enviar; sus datos siguen en el formulario. ${call}`;
    case 0:
      return `No hemos podido conectar con el servicio de envío (¿sin conexión?). Sus datos siguen en el formulario: inténtelo de nuevo en un momento. ${call}`;
    case 403:
      return `No podemos aceptar el envío con esta dirección de correo. Revise el correo o llámenos. ${call}`;
    case 451:
      return `Su navegador no permite el envío automático del formulario. Llámenos o escríbanos y le atenderemos enseguida. ${call}`;
    default:
      return `No se ha podido enviar la solicitud. Sus datos siguen en el formulario: inténtelo de nuevo. ${call}`;
  }
}
