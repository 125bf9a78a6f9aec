import React from "react";

/** GatsbyImage renders a plain img with its alt text, so tests can assert on it. */
module.exports = {
  GatsbyImage: ({ alt, className }: { alt: string; className?: string }) => React.createElement("img", { alt, className }),
  StaticImage: ({ alt, className }: { alt: string; className?: string }) => React.createElement("img", { alt, className }),
  getImage: (x: unknown) => x,
  getSrc: () => "/test.jpg",
};
