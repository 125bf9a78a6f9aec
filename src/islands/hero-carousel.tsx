// The home's hero images and their controls as an island (registry.ts).
export { CarouselSlides as default } from "../components/hero-carousel";
