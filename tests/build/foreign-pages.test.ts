import fs from "fs";
import path from "path";
import { build, copyProject, flat } from "./project-copy";

/*
 * The build trusts no page it did not write (plugins/security-headers): a page with a script file that is not one of
 * this build's, or with no head to put its policy in, stops it, naming the page. Such pages come in through static/,
 * which Gatsby copies into public/ as it is.
 */
test("a page with another site's script, or without a head, stops the build naming the page and the script", () => {
  const project = copyProject();
  try {
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(project.dir, "static", file)), { recursive: true });
      fs.writeFileSync(path.join(project.dir, "static", file), html);
    };
    write("ajena/index.html", '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>x</title><script src="/\\evil.example/x.js"></script><script src="/static/otra.js"></script></head><body></body></html>');
    write("suelta.html", "<p>Hola</p><script>alert(1)</script>");
    const { status, output } = build(project.dir);
    const text = flat(output);
    if (status === 0) console.log(text.slice(-3000));
    expect(status).not.toBe(0);
    expect(text).toContain('- public/ajena/index.html: «<script src="/\\evil.example/x.js">»');
    expect(text).toContain('- public/ajena/index.html: «<script src="/static/otra.js">»');
    expect(text).toContain("- public/suelta.html: sin <head>…</head>, no hay dónde poner su política");
  } finally {
    project.cleanup();
  }
});
