import "@fontsource-variable/inter";
import "./src/styles/global.css";
