/**
 * The attribute the root element gets once React has hydrated the page (gatsby-browser.tsx): the script loader
 * replays the taps it held until then (plugins/script-loader), and the end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
