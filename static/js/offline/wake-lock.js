// The screen stays on during a game (Screen Wake Lock), taken again whenever the page becomes
// visible; the *Keep the screen on* toggle lets it sleep, and the choice is remembered.

export function wakeLock() {
  const toggle = document.querySelector("[data-wake-lock]");
  if (!toggle || !("wakeLock" in navigator)) return;
  let wanted = localStorage.getItem("scorepad-wake-lock") !== "off";
  let lock = null;
  let asking = false;
  function take() {
    if (!wanted || lock || asking || document.visibilityState !== "visible") return;
    asking = true;
    navigator.wakeLock.request("screen").then((sentinel) => {
      lock = sentinel;
      sentinel.addEventListener("release", () => { lock = null; });
    }).catch(() => {}).then(() => { asking = false; });
  }
  toggle.hidden = false;
  toggle.setAttribute("aria-pressed", String(wanted));
  toggle.addEventListener("click", () => {
    wanted = !wanted;
    localStorage.setItem("scorepad-wake-lock", wanted ? "on" : "off");
    toggle.setAttribute("aria-pressed", String(wanted));
    if (wanted) take();
    else if (lock) lock.release().catch(() => {});
  });
  // The browser lets the lock go when the page is hidden: taken again on coming back.
  document.addEventListener("visibilitychange", take);
  take();
}
