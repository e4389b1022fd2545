import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import {
  ALL,
  type UrlState,
  changeUrlState,
  choiceParam,
  filterParam,
  pageParam,
  parseUrlState,
  perPageParam,
  textParam,
  urlSearch,
  useUrlState,
} from "./url-state.ts";

const STATUSES = ["pending", "approved", "rejected"] as const;

/** A review queue: opens on "pending", every status on demand. */
const QUEUE = {
  status: filterParam(STATUSES, "pending"),
  organization_id: textParam,
  q: textParam,
  page: pageParam,
  per_page: perPageParam(50),
};

/** An exhibitor's list: every status unless one is chosen. */
const LIST = { status: filterParam(STATUSES), q: textParam, page: pageParam };

const parse = <P extends Parameters<typeof parseUrlState>[0]>(params: P, query: string) =>
  parseUrlState(params, new URLSearchParams(query));

describe("reading the URL", () => {
  test("a queue's defaults: pending, no search, page 1 of 50", () => {
    expect(parse(QUEUE, "")).toEqual({
      status: "pending",
      organization_id: "",
      q: "",
      page: 1,
      per_page: 50,
    });
  });

  test("reads every value, and ignores what it does not know", () => {
    expect(parse(QUEUE, "status=rejected&organization_id=o-1&q=نجيب&page=3&per_page=100")).toEqual({
      status: "rejected",
      organization_id: "o-1",
      q: "نجيب",
      page: 3,
      per_page: 100,
    });
    expect(parse(QUEUE, "status=lost&page=-2&per_page=500&tab=x")).toMatchObject({
      status: "pending",
      page: 1,
      per_page: 50,
    });
    expect(parse(QUEUE, "page=abc&per_page=0")).toMatchObject({ page: 1, per_page: 50 });
  });

  test("page numbers may come in Arabic-Indic digits", () => {
    expect(parse(LIST, "page=٢").page).toBe(2);
  });

  test("`all` is every status where the filter has a default, and unknown where it has none", () => {
    expect(parse(QUEUE, `status=${ALL}`).status).toBeUndefined();
    expect(parse(LIST, "").status).toBeUndefined();
    expect(parse(LIST, `status=${ALL}`).status).toBeUndefined();
    expect(parse(LIST, "status=approved").status).toBe("approved");
  });

  test("a choice falls back to its default", () => {
    const tabs = { tab: choiceParam(["one", "upload"], "one") };
    expect(parse(tabs, "tab=upload").tab).toBe("upload");
    expect(parse(tabs, "tab=other").tab).toBe("one");
  });
});

describe("writing the URL", () => {
  const change = <P extends typeof QUEUE | typeof LIST>(
    params: P,
    query: string,
    values: Partial<UrlState<P>>,
  ) => changeUrlState(params, new URLSearchParams(query), values).toString();

  test("a new filter, search or page size starts again at page 1", () => {
    expect(change(LIST, "status=pending&q=abc&page=4", { status: "approved" })).toBe(
      "status=approved&q=abc",
    );
    expect(change(LIST, "status=pending&q=abc&page=4", { q: "" })).toBe("status=pending");
    expect(change(QUEUE, "page=4", { per_page: 100 })).toBe("per_page=100");
  });

  test("a page change keeps the filters; defaults drop out of the address", () => {
    expect(change(LIST, "status=pending&q=abc", { page: 5 })).toBe("status=pending&q=abc&page=5");
    expect(change(LIST, "status=pending&q=abc&page=5", { page: 1 })).toBe("status=pending&q=abc");
    expect(change(QUEUE, "status=approved", { status: "pending" })).toBe("");
    expect(change(QUEUE, "", { status: undefined })).toBe("status=all");
    expect(change(QUEUE, "per_page=100", { per_page: 50 })).toBe("");
  });

  test("parameters the page does not declare are kept", () => {
    expect(change(LIST, "tab=upload&page=2", { q: "x" })).toBe("tab=upload&q=x");
  });

  test("links carry only what differs from the defaults", () => {
    expect(urlSearch(QUEUE, { organization_id: "o 1" })).toBe("?organization_id=o+1");
    expect(urlSearch(LIST, { status: "pending" })).toBe("?status=pending");
    expect(urlSearch(QUEUE, { status: "pending", page: 1 })).toBe("");
  });
});

describe("useUrlState", () => {
  let latest: [UrlState<typeof LIST>, ReturnType<typeof useUrlState<typeof LIST>>[1]] | undefined;
  function ListPage() {
    const [state, setState] = useUrlState(LIST);
    latest = [state, setState];
    return (
      <p>
        {state.status ?? "every"} · {state.q} · {state.page}
      </p>
    );
  }

  async function renderAt(url: string) {
    const router = createMemoryRouter([{ path: "/books", element: <ListPage /> }], {
      initialEntries: [url],
    });
    const screen = await render(<RouterProvider router={router} />);
    const set = (...args: Parameters<NonNullable<typeof latest>[1]>) => latest?.[1](...args);
    const search = () => router.state.location.search;
    return { router, screen, set, search };
  }

  test("filters and pages are history entries: back and forward show them again", async () => {
    const { router, screen, set, search } = await renderAt("/books?page=3");
    await expect.element(screen.getByText("every ·  · 3")).toBeVisible();

    set({ status: "approved" });
    await expect.element(screen.getByText("approved ·  · 1")).toBeVisible();
    expect(search()).toBe("?status=approved");
    set({ page: 2 });
    await expect.element(screen.getByText("approved ·  · 2")).toBeVisible();
    expect(search()).toBe("?status=approved&page=2");

    await router.navigate(-1);
    await expect.element(screen.getByText("approved ·  · 1")).toBeVisible();
    await router.navigate(-1);
    await expect.element(screen.getByText("every ·  · 3")).toBeVisible();
    await router.navigate(1);
    await expect.element(screen.getByText("approved ·  · 1")).toBeVisible();
  });

  test("typing replaces the entry instead of adding one per pause", async () => {
    const { router, screen, set, search } = await renderAt("/books?status=rejected&page=2");
    set({ q: "na" }, { replace: true });
    await expect.element(screen.getByText("rejected · na · 1")).toBeVisible();
    set({ q: "najib" }, { replace: true });
    await expect.element(screen.getByText("rejected · najib · 1")).toBeVisible();
    expect(search()).toBe("?status=rejected&q=najib");

    set({ page: 2 });
    await expect.element(screen.getByText("rejected · najib · 2")).toBeVisible();
    await router.navigate(-1);
    // One step back is the search as last typed, not a half-typed one.
    expect(search()).toBe("?status=rejected&q=najib");
  });
});
