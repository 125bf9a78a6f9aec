import "@fontsource-variable/inter";
import "./src/styles/global.css";

/** Marks the page as hydrated: end-to-end tests wait for it before freezing the clock. */
export const onInitialClientRender = () => {
  document.documentElement.dataset.hydrated = "true";
};
