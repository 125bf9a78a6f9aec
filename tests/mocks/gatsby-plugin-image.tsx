/**
 * The site renders images itself (src/components/picture.tsx) and takes from gatsby-plugin-image only its types and
 * getImage, which under Jest hands back the data it is given.
 */
module.exports = {
  getImage: (x: unknown) => x,
};
