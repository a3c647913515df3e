// Keeps the keyboard focus out from under the fixed bottom navigation (docs/visitor-screens.md, "On
// every page"). A browser scrolls a focused control into view only when it lies outside the window,
// and then honours `scroll-padding-bottom` (styles/base.css); a control already inside the window but
// behind the bar is left there (Chromium, November 2026). So when the bar is what covers the focused
// control's lower edge, the control is scrolled just above it (`block: 'nearest'` honours the padding).
// main.tsx imports this module once, after the page's own code: it is kept out of the budgeted first
// load of '/' (decision 009), and finds the bar (BottomNav, class `bottom-nav`) at each focus.
document.addEventListener('focusin', ({ target }) => {
  const nav = document.querySelector('.bottom-nav');
  if (!nav || !(target instanceof Element) || nav.contains(target)) return;
  const box = target.getBoundingClientRect();
  if (box.top >= window.innerHeight || box.bottom <= nav.getBoundingClientRect().top) return;
  const hit = document.elementFromPoint(box.left + box.width / 2, Math.min(box.bottom, window.innerHeight) - 1);
  if (hit && nav.contains(hit)) target.scrollIntoView({ block: 'nearest' });
});

// A module (main.tsx imports it for its effect above).
export {};
