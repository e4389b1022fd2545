/**
 * The guide's search box suggests titles as one types (decision 083). The page works without it:
 * the box is a GET form. The suggestions follow the ARIA combobox pattern: arrows move through
 * them, Enter opens one, Escape closes the list; each is a link to the title's page.
 */
interface Suggestion {
  isbn: string;
  title: string;
  author: string;
  href: string;
}

const DELAY_MS = 150;
const MIN_LENGTH = 2;

for (const input of document.querySelectorAll<HTMLInputElement>("input[data-suggest]")) {
  enhance(input);
}

function enhance(input: HTMLInputElement) {
  const endpoint = input.dataset.suggest!;
  const list = document.createElement("ul");
  list.id = `${input.id}-suggestions`;
  list.setAttribute("role", "listbox");
  list.hidden = true;
  list.className =
    "absolute inset-x-0 top-full z-10 mt-1 max-h-80 overflow-auto rounded-md border border-slate-300 bg-white shadow-lg";
  input.after(list);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", list.id);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  let active = -1;
  let shown: Suggestion[] = [];

  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const mark = (index: number) => {
    active = index;
    list.querySelectorAll("li").forEach((item, at) => {
      item.setAttribute("aria-selected", String(at === index));
      item.classList.toggle("bg-brand-50", at === index);
    });
    if (index >= 0) input.setAttribute("aria-activedescendant", `${list.id}-${index}`);
    else input.removeAttribute("aria-activedescendant");
  };
  const show = (suggestions: Suggestion[]) => {
    shown = suggestions;
    list.replaceChildren(
      ...suggestions.map((suggestion, index) => {
        const item = document.createElement("li");
        item.id = `${list.id}-${index}`;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        const link = document.createElement("a");
        link.href = suggestion.href;
        link.tabIndex = -1;
        link.className = "block px-3 py-2";
        const title = document.createElement("span");
        title.className = "block font-medium";
        title.textContent = suggestion.title;
        const author = document.createElement("span");
        author.className = "block text-sm text-slate-600";
        author.textContent = suggestion.author;
        link.append(title, author);
        item.append(link);
        return item;
      }),
    );
    list.hidden = suggestions.length === 0;
    input.setAttribute("aria-expanded", String(suggestions.length > 0));
    active = -1;
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const q = input.value.trim();
    if (q.length < MIN_LENGTH) return close();
    timer = setTimeout(async () => {
      const ask = ++asked;
      try {
        const answer = await fetch(`${endpoint}?q=${encodeURIComponent(q)}`, {
          headers: { Accept: "application/json" },
        });
        if (!answer.ok || ask !== asked) return;
        const { suggestions } = (await answer.json()) as { suggestions: Suggestion[] };
        if (ask === asked) show(suggestions);
      } catch {
        // Offline in a crowded hall: the form still searches when sent.
      }
    }, DELAY_MS);
  });
  input.addEventListener("keydown", (event) => {
    if (list.hidden) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the box itself: past either end the focus comes back to what was typed.
      const next = active + step;
      mark(next < -1 ? shown.length - 1 : next >= shown.length ? -1 : next);
    } else if (event.key === "Enter" && active >= 0 && shown[active]) {
      event.preventDefault();
      location.assign(shown[active]!.href);
    } else if (event.key === "Escape") {
      close();
    }
  });
  input.addEventListener("blur", () => setTimeout(close, 150));
}
