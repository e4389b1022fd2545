import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TaskList, type TaskItem } from "./task-list.tsx";

const items: TaskItem[] = [
  {
    key: "book_list",
    name: "Book list",
    href: "/en/books/new",
    due: (
      <>
        Last day: <time dateTime="2027-01-02">02 January 2027</time>
      </>
    ),
    state: "overdue",
    stateLabel: "Overdue by 3 days",
  },
  {
    key: "participation_request",
    name: "Participation request",
    due: (
      <>
        Last day: <time dateTime="2027-01-04">04 January 2027</time>
      </>
    ),
    state: "done",
    stateLabel: "Done",
  },
  {
    key: "payment",
    name: "Payment",
    href: "/en/payment-information",
    due: (
      <>
        Last day: <time dateTime="2027-01-17">17 January 2027</time>
      </>
    ),
    state: "open",
    stateLabel: "12 days to go",
  },
];

describe("TaskList", () => {
  test("a link only for the tasks with an href, in the order given", async () => {
    const screen = await render(<TaskList items={items} label="Deadlines" />);

    const list = page.getByRole("list", { name: "Deadlines" });
    await expect.element(list).toBeVisible();
    const keys = [...screen.container.querySelectorAll("li")].map((li) => li.dataset["key"]);
    expect(keys).toEqual(["book_list", "participation_request", "payment"]);

    await expect
      .element(page.getByRole("link", { name: "Book list" }))
      .toHaveAttribute("href", "/en/books/new");
    await expect
      .element(page.getByRole("link", { name: "Payment" }))
      .toHaveAttribute("href", "/en/payment-information");
    expect(page.getByRole("link").elements()).toHaveLength(2);
    await expect.element(page.getByText("Participation request")).toBeVisible();
  });

  test("each task's state as an attribute and in words, its last day as a time", async () => {
    const screen = await render(<TaskList items={items} />);

    const li = (key: string) => screen.container.querySelector(`li[data-key="${key}"]`)!;
    expect(li("book_list")).toHaveAttribute("data-state", "overdue");
    expect(li("participation_request")).toHaveAttribute("data-state", "done");
    expect(li("payment")).toHaveAttribute("data-state", "open");
    const state = (key: string) => li(key).querySelector('[data-slot="task-list-state"]')!;
    expect(state("book_list")).toHaveTextContent("Overdue by 3 days");
    expect(state("payment")).toHaveTextContent("12 days to go");
    expect(li("book_list").querySelector("time")).toHaveAttribute("datetime", "2027-01-02");
    // Beyond colour: the overdue state has its own icon, and its words are bold.
    expect(state("book_list").querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(state("book_list").innerHTML).not.toBe(state("payment").innerHTML);
    expect(getComputedStyle(state("book_list")).fontWeight).toBe("700");
    // No label: the list takes its name from around it.
    expect(screen.container.querySelector("ul")).not.toHaveAttribute("aria-label");
  });

  test("links go through renderLink", async () => {
    const renderLink = vi.fn((href: string, children: ReactNode) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ));
    const screen = await render(<TaskList items={items} renderLink={renderLink} />);

    expect(renderLink).toHaveBeenCalledTimes(2);
    expect(renderLink).toHaveBeenCalledWith("/en/books/new", "Book list");
    expect(renderLink).toHaveBeenCalledWith("/en/payment-information", "Payment");
    expect(screen.container.querySelectorAll("a[data-router-link]")).toHaveLength(2);
  });
});
