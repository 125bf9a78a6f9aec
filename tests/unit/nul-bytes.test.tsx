/** @jest-environment node */
import React from "react";
import { Writable } from "stream";
import { renderToPipeableStream } from "react-dom/server";
import { replaceRenderer } from "../../plugins/script-loader/gatsby-ssr";

/*
 * The minimal case of the NUL characters some pages used to carry (plugins/script-loader/gatsby-ssr.tsx): React 18's
 * streaming renderer, collected as Gatsby 5.16's HTML renderer collects it, sends unfilled bytes of its 2 KB buffer
 * when a two-byte "ñ" meets the buffer's end. The page bodies the site renders instead carry none.
 */
const NUL = String.fromCharCode(0);

/** Short text nodes (each written into the buffer on its own) with an "ñ" at every byte offset, odd and even. */
const body = (
  <main>
    {Array.from({ length: 40 }, (_, i) => (
      <p key={i}>{"a".repeat(i % 3) + "ñ".repeat(60)}</p>
    ))}
  </main>
);

function streamed(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString();
        next();
      },
    });
    sink.on("finish", () => resolve(html));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

async function rendered(element: React.ReactElement): Promise<string> {
  let html = "";
  const replaceBodyHTMLString = (body: string) => (html = body);
  await (replaceRenderer as (args: object) => Promise<void>)({ bodyComponent: element, replaceBodyHTMLString });
  return html;
}

// Should this fail, React no longer leaves them (facebook/react#31134): its replaceRenderer can render with the stream.
test("React 18's stream renderer, as Gatsby collects it, leaves NUL characters in this body", async () => {
  expect(await streamed(body)).toContain(NUL);
});

test("the site renders the same body without a NUL, and with the same text", async () => {
  const html = await rendered(body);
  expect(html).not.toContain(NUL);
  expect(html).toBe((await streamed(body)).split(NUL).join(""));
});
