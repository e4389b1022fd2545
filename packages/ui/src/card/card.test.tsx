import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";

describe("Card", () => {
  test("composes its slots in order", async () => {
    await render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Organization information</CardTitle>
          <CardDescription>As in the commercial registration.</CardDescription>
        </CardHeader>
        <CardBody>Body</CardBody>
        <CardFooter>
          <button type="button">Save</button>
        </CardFooter>
      </Card>,
    );
    const slots = Array.from(
      page.getByTestId("card").element().querySelectorAll("[data-slot]"),
      (element) => element.getAttribute("data-slot"),
    );

    expect(slots).toEqual([
      "card-header",
      "card-title",
      "card-description",
      "card-body",
      "card-footer",
    ]);
    await expect
      .element(page.getByRole("heading", { level: 2, name: "Organization information" }))
      .toBeInTheDocument();
  });

  test("the title's heading level fits the page", async () => {
    await render(
      <Card>
        <CardHeader>
          <CardTitle as="h3">Books</CardTitle>
        </CardHeader>
      </Card>,
    );

    await expect
      .element(page.getByRole("heading", { level: 3, name: "Books" }))
      .toBeInTheDocument();
  });

  test("passes props and classes through", async () => {
    await render(
      <Card aria-label="Summary" role="region" className="max-w-sm">
        <CardBody>x</CardBody>
      </Card>,
    );
    const card = page.getByRole("region", { name: "Summary" });

    await expect.element(card).toHaveClass("max-w-sm");
    await expect.element(card).toHaveAttribute("data-slot", "card");
  });

  test("the footer's actions gather at the inline end under dir=rtl", async () => {
    await render(
      <div dir="rtl" style={{ width: 400 }}>
        <Card>
          <CardFooter>
            <button type="button">حفظ</button>
          </CardFooter>
        </Card>
      </div>,
    );
    const footer = document.querySelector('[data-slot="card-footer"]')!.getBoundingClientRect();
    const button = page.getByRole("button").element().getBoundingClientRect();

    expect(button.left - footer.left).toBeLessThan(footer.right - button.right);
  });
});
