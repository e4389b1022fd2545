import useSWR, { SWRConfig } from "swr";
import { expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { createRevalidateHook, keyStartsWith } from "./revalidate.ts";

// After a change, what it touched is asked again while the old answers stay on screen (no
// skeleton, decision 021), and whoever awaits the refresh resumes once the new answers are in.

const useRevalidateBooks = createRevalidateHook((importId?: string) => [
  keyStartsWith("books"),
  "organizations",
  importId ? keyStartsWith("book-import", importId) : undefined,
]);

function Answers({
  fetchers,
  onRefreshed,
}: {
  fetchers: Record<string, () => Promise<string>>;
  onRefreshed: () => void;
}) {
  const books = useSWR(["books", 1], fetchers.books!);
  const organization = useSWR("organizations", fetchers.organization!);
  const preview = useSWR(["book-import", "import-1", "all", 1], fetchers.preview!);
  const other = useSWR(["book-import", "import-2", "all", 1], fetchers.other!);
  const refresh = useRevalidateBooks();
  return (
    <>
      <ul>
        {[books, organization, preview, other].map((answer, index) => (
          <li key={index}>{answer.data ?? "loading"}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void refresh("import-1").then(onRefreshed)}>
        Refresh
      </button>
    </>
  );
}

/** A fetcher answering `first`, then whatever the test resolves its next call with. */
function controlled(first: string) {
  let next: (value: string) => void = () => {};
  const fetcher = vi.fn(async () =>
    fetcher.mock.calls.length === 1 ? first : new Promise<string>((resolve) => (next = resolve)),
  );
  return { fetcher, answer: (value: string) => next(value) };
}

test("refreshes the keys it names, keeps their answers shown meanwhile, and settles once the new ones are in", async () => {
  const books = controlled("books v1");
  const organization = controlled("organization v1");
  const preview = controlled("preview v1");
  const other = controlled("other v1");
  const onRefreshed = vi.fn();
  await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Answers
        fetchers={{
          books: books.fetcher,
          organization: organization.fetcher,
          preview: preview.fetcher,
          other: other.fetcher,
        }}
        onRefreshed={onRefreshed}
      />
    </SWRConfig>,
  );
  await expect.element(page.getByText("other v1")).toBeVisible();

  await page.getByRole("button", { name: "Refresh" }).click();
  await vi.waitFor(() => expect(preview.fetcher).toHaveBeenCalledTimes(2));
  expect(books.fetcher).toHaveBeenCalledTimes(2);
  expect(organization.fetcher).toHaveBeenCalledTimes(2);
  // Another import's preview is not this change's.
  expect(other.fetcher).toHaveBeenCalledTimes(1);

  // The old answers stay while the new ones are asked.
  await expect.element(page.getByText("books v1")).toBeVisible();
  await expect.element(page.getByText("preview v1")).toBeVisible();
  expect(page.getByText("loading").query()).toBeNull();

  books.answer("books v2");
  organization.answer("organization v2");
  await expect.element(page.getByText("books v2")).toBeVisible();
  expect(onRefreshed).not.toHaveBeenCalled();

  preview.answer("preview v2");
  await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalled());
  await expect.element(page.getByText("preview v2")).toBeVisible();
});

const useRevalidatePlan = createRevalidateHook(() => [keyStartsWith("plan")], {
  isDroppedFirst: true,
});

function Plan({ fetcher }: { fetcher: () => Promise<string> }) {
  const plan = useSWR(["plan", "event-1"], fetcher);
  const refresh = useRevalidatePlan();
  return (
    <>
      <p>{plan.data ?? "loading"}</p>
      <button type="button" onClick={() => void refresh()}>
        Refresh
      </button>
    </>
  );
}

test("a hook that drops its answers first shows none until the fresh one is in", async () => {
  const plan = controlled("plan v1");
  await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Plan fetcher={plan.fetcher} />
    </SWRConfig>,
  );
  await expect.element(page.getByText("plan v1")).toBeVisible();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.element(page.getByText("loading")).toBeVisible();
  plan.answer("plan v2");
  await expect.element(page.getByText("plan v2")).toBeVisible();
});
