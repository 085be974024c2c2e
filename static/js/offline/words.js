// The words the offline code says, in the page's language: the JSON the server writes in
// <script id="offline-strings"> (scorepad/templatetags/offline_tags.py, offline_strings).

const element = document.getElementById("offline-strings");

export const words = element ? JSON.parse(element.textContent) : {};

// A sentence with its %(name)s placeholders filled in; an unknown name is left as it is.
export function say(template, values) {
  return String(template || "").replace(/%\((\w+)\)[sd]/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole);
}

export function cleanText(text) {
  return String(text || "").replace(/\s+/g, " ").trim();
}
