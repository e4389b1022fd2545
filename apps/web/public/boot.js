// Starts the app once the page the server drew has been painted (docs/decisions/082-…): its
// scripts then do not share the first bytes with the stylesheet and the fonts the paint needs.
// Until the app has taken the page over, a form's submit waits (it would otherwise go to the
// server as a plain form, its fields in the address) and is sent again once the app runs.
(() => {
  const holdSubmit = (event) => {
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    // Sent again by the app once it runs (src/main.tsx): the click is not lost.
    window.__rawaqHeldSubmit = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener("submit", holdSubmit, true);
  const boot = document.getElementById("rawaq-boot");
  if (!boot) return;
  const { entry, preload, reads = [] } = JSON.parse(boot.textContent);
  // The page's own API reads, started now rather than once the app has run; the app's first call
  // for the same address and session takes the answer (src/lib/started-requests.ts).
  const authorization = localStorage.getItem("authToken");
  const headers = { "Accept-Language": document.documentElement.lang };
  if (authorization) headers.Authorization = `Bearer ${authorization}`;
  const reading = new Map();
  for (const url of reads) {
    const response = fetch(url, { headers });
    response.catch(() => {});
    reading.set(url, { authorization: headers.Authorization ?? null, response });
  }
  window.__rawaqStarted = reading;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // After the first paint (the frame after the next); a hidden tab paints no frame: start anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
})();
