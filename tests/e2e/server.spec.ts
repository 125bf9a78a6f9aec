import http from "http";
import { expect, test } from "@playwright/test";

// The server `npm start` and these tests use: a request no browser would send for a real page gets its status,
// and the server goes on answering. Raw requests, because browsers and fetch clean up such URLs before sending.
const port = Number(process.env.E2E_PORT ?? 9100);

function raw(method: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: rawPath }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a malformed or hostile URL gets 400, 404 or 405, and the very next request is answered", async () => {
  const cases: Array<[string, string, number[]]> = [
    ["GET", "/%E0%A4%A", [400]],
    ["GET", "/%", [400]],
    ["GET", "/..%2f..%2f..%2fetc%2fpasswd", [404]],
    ["GET", "/%2e%2e/%2e%2e/package.json", [404]],
    ["GET", "/..\\..\\package.json", [404]],
    ["GET", "/%5c..%5c..%5cpackage.json", [404]],
    ["GET", "/a%00b", [400]],
    ["GET", `/${"a".repeat(8 * 1024)}`, [404, 414]],
    ["POST", "/", [405]],
    ["DELETE", "/contacto", [405]],
  ];
  for (const [method, path, statuses] of cases) {
    const answer = await raw(method, path);
    expect(statuses, `${method} ${path.slice(0, 60)} → ${answer.status}`).toContain(answer.status);
    expect(answer.body).not.toContain("devDependencies");
    const next = await raw("GET", "/");
    expect(next.status, `after ${method} ${path.slice(0, 60)}`).toBe(200);
    expect(next.body).toContain("<html");
  }
});

test("400 requests, 50 at a time, are all answered 200 with the right page", async () => {
  const paths = ["/", "/servicios", "/blog", "/contacto", "/blog/1"];
  for (let batch = 0; batch < 8; batch++) {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => raw("GET", paths[i % paths.length]!)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<link data-react-helmet="true" rel="canonical" href="`);
      expect(answer.body, paths[i % paths.length]).toMatch(new RegExp(`rel="canonical" href="[^"]*${paths[i % paths.length] === "/" ? "/" : paths[i % paths.length]}"`));
    }
  }
});
