// The loader as a page runs it (plugins/script-loader compiles this module for the page's head).
const run = () => jest.isolateModulesAsync(async () => void (await import("./loader")));

test("holds taps on an island's script-only buttons until that island is live, then replays them; others pass", async () => {
  document.body.innerHTML =
    '<div data-island="a"><button type="button">A</button><button type="submit">Enviar</button></div>' +
    '<div data-island="b"><button type="button">B</button></div><button type="button">Fuera</button>' +
    '<section data-held=""><button type="button">C</button></section>';
  const clicks: string[] = [];
  document.body.addEventListener("click", (e) => clicks.push((e.target as HTMLElement).textContent!));
  await run();
  const [a, submit, b, outside, carousel] = [...document.querySelectorAll("button")];
  for (const button of [a!, submit!, b!, outside!, carousel!]) button.click();
  expect(clicks).toEqual(["Enviar", "Fuera"]);
  document.querySelector('[data-island="b"]')!.setAttribute("data-hydrated", "true");
  await new Promise((resolve) => setTimeout(resolve, 0)); // mutation observers run
  expect(clicks).toEqual(["Enviar", "Fuera", "B"]);
  document.querySelector('[data-island="a"]')!.setAttribute("data-hydrated", "true");
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).toEqual(["Enviar", "Fuera", "B", "A"]);
  a!.click();
  expect(clicks).toEqual(["Enviar", "Fuera", "B", "A", "A"]);
  // A part the page script runs itself (the carousel, the blog's filter) is held the same way.
  document.querySelector("[data-held]")!.setAttribute("data-hydrated", "true");
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(clicks).toEqual(["Enviar", "Fuera", "B", "A", "A", "C"]);
});
