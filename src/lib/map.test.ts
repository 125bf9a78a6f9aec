import { osmEmbedUrl, osmLinkUrl } from "./map";

const lat = 37.9695;
const lon = -1.2135;

describe("osmEmbedUrl", () => {
  const url = new URL(osmEmbedUrl(lat, lon));

  test("is the https OpenStreetMap embed", () => {
    expect(url.protocol).toBe("https:");
    expect(url.host).toBe("www.openstreetmap.org");
    expect(url.pathname).toBe("/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
  });

  test("the marker is at the given coordinates", () => {
    expect(url.searchParams.get("marker")).toBe("37.96950,-1.21350");
  });

  test("the bounding box is centred on the marker (lon ± span, lat ± span/2)", () => {
    const [minLon, minLat, maxLon, maxLat] = url.searchParams.get("bbox")!.split(",").map(Number) as [number, number, number, number];
    expect(minLon).toBeCloseTo(lon - 0.012, 5);
    expect(maxLon).toBeCloseTo(lon + 0.012, 5);
    expect(minLat).toBeCloseTo(lat - 0.006, 5);
    expect(maxLat).toBeCloseTo(lat + 0.006, 5);
    expect((minLon + maxLon) / 2).toBeCloseTo(lon, 5);
    expect((minLat + maxLat) / 2).toBeCloseTo(lat, 5);
  });

  test("a custom span widens the box", () => {
    const wide = new URL(osmEmbedUrl(lat, lon, 0.1));
    const [minLon, , maxLon] = wide.searchParams.get("bbox")!.split(",").map(Number) as [number, number, number, number];
    expect(maxLon - minLon).toBeCloseTo(0.2, 5);
  });
});

describe("osmLinkUrl", () => {
  const text = osmLinkUrl(lat, lon);
  const url = new URL(text);

  test("is https://www.openstreetmap.org", () => {
    expect(text.startsWith("https://www.openstreetmap.org/")).toBe(true);
    expect(url.host).toBe("www.openstreetmap.org");
  });

  test("the marker and the map view are at the given coordinates", () => {
    expect(url.searchParams.get("mlat")).toBe("37.96950");
    expect(url.searchParams.get("mlon")).toBe("-1.21350");
    expect(url.hash).toBe("#map=16/37.96950/-1.21350");
  });

  test("zoom can be chosen", () => {
    expect(new URL(osmLinkUrl(lat, lon, 12)).hash).toBe("#map=12/37.96950/-1.21350");
  });
});
