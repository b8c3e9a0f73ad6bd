// The player's settings (theme, card size) in localStorage, as one JSON string.
// Never throws (MicroPython cannot catch JavaScript exceptions): storage may be
// blocked, full or unavailable, and then settings just last for the visit.
const KEY = "inkwell.settings";

export function load() {
  try {
    return localStorage.getItem(KEY) || "{}";
  } catch {
    return "{}";
  }
}

export function save(text) {
  try {
    localStorage.setItem(KEY, text);
    return true;
  } catch {
    return false;
  }
}
