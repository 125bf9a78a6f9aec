import React from "react";

const gatsby = jest.requireActual<typeof import("gatsby")>("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean };

/** Link renders a plain anchor; graphql and useStaticQuery are stubbed per test. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _a, partiallyActive: _p, ...rest }: LinkProps) => React.createElement("a", { ...rest, href: to })),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
