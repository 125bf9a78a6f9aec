import { intrinsicSize } from "./image-size";

describe("intrinsicSize", () => {
  it("keeps the pixel size of a constrained image", () => {
    expect(intrinsicSize(400, 266.67, "/a.jpg 400w,\n/b.jpg 800w")).toEqual({ width: 400, height: 267 });
  });

  it("gives a full-width image the widest file's pixels and its ratio", () => {
    expect(intrinsicSize(1, 0.5625, "/a.jpg 480w,\n/b.jpg 768w,\n/c.jpg 1600w")).toEqual({ width: 1600, height: 900 });
  });

  it("falls back to 1600 px when a full-width image has no srcset", () => {
    expect(intrinsicSize(1, 0.5, undefined)).toEqual({ width: 1600, height: 800 });
  });
});
