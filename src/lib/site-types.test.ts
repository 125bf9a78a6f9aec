import { phoneLine, phoneText, type SiteFacts } from "./site-types";

const phones = { main: { display: "968 000 101", tel: "+34968000101" }, second: { display: "600 000 202", tel: "+34600000202" }, urgent: { display: "600 000 303", tel: "+34600000303" } };
const site = { phones } as unknown as SiteFacts;

test("a content file's phone line is the one it names, or the main one when it names none the site has", () => {
  expect(phoneLine(site, "urgent")).toBe(phones.urgent);
  expect(phoneLine(site, "fax")).toBe(phones.main);
});

test("a phone number never wraps across lines", () => {
  expect(phoneText("968 000 101")).toBe("968\u00a0000\u00a0101");
});
