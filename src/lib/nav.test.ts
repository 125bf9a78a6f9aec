import { HEADER_FIXED_AFTER, isActive, isHeaderFixed, menuGroups, menuKeyTarget, normalizePath, type MenuGroupDef, type MenuServiceRef } from "./nav";

describe("normalizePath", () => {
  test.each([
    ["/", "/"],
    ["", "/"],
    ["/servicios", "/servicios"],
    ["/servicios/", "/servicios"],
    ["/servicios///", "/servicios"],
    ["/servicios?q=1", "/servicios"],
    ["/servicios/?q=1", "/servicios"],
    ["/servicios#top", "/servicios"],
    ["/servicios/fontaneria/", "/servicios/fontaneria"],
    ["/?q=limpieza", "/"],
    ["//", "/"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe("isActive", () => {
  test.each([
    // The home link is active only on the home page itself.
    ["/", "/", true],
    ["/?q=1", "/", true],
    ["/servicios", "/", false],
    ["/blog/1", "/", false],
    // A section link is active on its own page and on every page below it.
    ["/servicios", "/servicios", true],
    ["/servicios/fontaneria", "/servicios", true],
    ["/servicios/fontaneria/detalle", "/servicios", true],
    // Trailing slashes and query strings on either side do not matter.
    ["/servicios/", "/servicios", true],
    ["/servicios?categoria=x", "/servicios", true],
    ["/servicios/fontaneria/?a=b", "/servicios/", true],
    ["/servicios", "/servicios/", true],
    // A path that merely starts with the same letters is not below the section.
    ["/serviciosx", "/servicios", false],
    ["/servicios-extra/a", "/servicios", false],
    // A parent page is not active for a child link; unrelated pages are not active.
    ["/servicios", "/servicios/fontaneria", false],
    ["/blog", "/contacto", false],
  ])("on %j the link to %j is active: %j", (page, link, active) => {
    expect(isActive(page, link)).toBe(active);
  });
});

describe("menuGroups", () => {
  const groups: MenuGroupDef[] = [
    { id: "limpieza", title: "Limpieza", icon: "broom" },
    { id: "mantenimiento", title: "Mantenimiento", icon: "wrench" },
    { id: "vacio", title: "Vacío", icon: "none" },
  ];
  const services: MenuServiceRef[] = [
    { slug: "l3", title: "Limpieza 3", menu: { group: "limpieza", order: 3 } },
    { slug: "l1", title: "Limpieza 1", menu: { group: "limpieza", order: 1 } },
    { slug: "m2", title: "Mant 2", menu: { group: "mantenimiento", order: 2 } },
    { slug: "l2", title: "Limpieza 2", menu: { group: "limpieza", order: 2 } },
    { slug: "sin-menu", title: "Sin menú", menu: null },
    { slug: "otro", title: "Grupo desconocido", menu: { group: "no-existe", order: 0 } },
    { slug: "m1", title: "Mant 1", menu: { group: "mantenimiento", order: 1 } },
  ];

  test("keeps the configured group order and group fields", () => {
    const result = menuGroups(groups, services, 10);
    expect(result.map((g) => g.id)).toEqual(["limpieza", "mantenimiento", "vacio"]);
    expect(result[1]).toMatchObject({ id: "mantenimiento", title: "Mantenimiento", icon: "wrench" });
  });

  test("orders each group's services by menu.order and keeps only slug and title", () => {
    const result = menuGroups(groups, services, 10);
    expect(result[0]!.items).toEqual([
      { slug: "l1", title: "Limpieza 1" },
      { slug: "l2", title: "Limpieza 2" },
      { slug: "l3", title: "Limpieza 3" },
    ]);
    expect(result[1]!.items.map((i) => i.slug)).toEqual(["m1", "m2"]);
  });

  test("shows at most `max` services and flags hasMore only when there are more", () => {
    const two = menuGroups(groups, services, 2);
    expect(two[0]!.items.map((i) => i.slug)).toEqual(["l1", "l2"]);
    expect(two[0]!.hasMore).toBe(true);
    // exactly max: nothing hidden
    expect(two[1]!.items).toHaveLength(2);
    expect(two[1]!.hasMore).toBe(false);

    const three = menuGroups(groups, services, 3);
    expect(three[0]!.items).toHaveLength(3);
    expect(three[0]!.hasMore).toBe(false);

    const one = menuGroups(groups, services, 1);
    expect(one[0]!.items).toEqual([{ slug: "l1", title: "Limpieza 1" }]);
    expect(one[0]!.hasMore).toBe(true);
    expect(one[1]!.hasMore).toBe(true);
  });

  test("a group without services is kept, empty and without hasMore", () => {
    const result = menuGroups(groups, services, 3);
    expect(result[2]).toEqual({ id: "vacio", title: "Vacío", icon: "none", items: [], hasMore: false });
  });

  test("services without a menu or with an unknown group are ignored", () => {
    const slugs = menuGroups(groups, services, 10).flatMap((g) => g.items.map((i) => i.slug));
    expect(slugs).not.toContain("sin-menu");
    expect(slugs).not.toContain("otro");
    expect(slugs).toHaveLength(5);
  });

  test("equal orders fall back to the Spanish alphabetical order of the title", () => {
    const tied: MenuServiceRef[] = [
      { slug: "b", title: "Bbb", menu: { group: "limpieza", order: 1 } },
      { slug: "a", title: "Aaa", menu: { group: "limpieza", order: 1 } },
    ];
    expect(menuGroups(groups.slice(0, 1), tied, 5)[0]!.items.map((i) => i.slug)).toEqual(["a", "b"]);
  });

  test("does not reorder the input array", () => {
    const input = [...services];
    menuGroups(groups, input, 10);
    expect(input.map((s) => s.slug)).toEqual(services.map((s) => s.slug));
  });
});

describe("isHeaderFixed", () => {
  test("the threshold is 100", () => {
    expect(HEADER_FIXED_AFTER).toBe(100);
  });

  test("not fixed at exactly 100, fixed at 101", () => {
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(100)).toBe(false);
    expect(isHeaderFixed(101)).toBe(true);
    expect(isHeaderFixed(5000)).toBe(true);
  });
});

test("arrow keys step through the mega-menu's links and wrap round; Home and End jump; other keys do nothing", () => {
  expect(menuKeyTarget("ArrowDown", 0, 5)).toBe(1);
  expect(menuKeyTarget("ArrowDown", 4, 5)).toBe(0);
  expect(menuKeyTarget("ArrowUp", 0, 5)).toBe(4);
  expect(menuKeyTarget("ArrowUp", 3, 5)).toBe(2);
  expect(menuKeyTarget("ArrowDown", -1, 5)).toBe(0);
  expect(menuKeyTarget("Home", 3, 5)).toBe(0);
  expect(menuKeyTarget("End", 1, 5)).toBe(4);
  expect(menuKeyTarget("Tab", 1, 5)).toBeNull();
  expect(menuKeyTarget("ArrowDown", 0, 0)).toBeNull();
});
