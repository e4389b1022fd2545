import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { DirectionProvider, useDirection } from "./direction.tsx";

function ShowDirection({ localDir }: { localDir?: "ltr" | "rtl" }) {
  return <output>{useDirection(localDir)}</output>;
}

describe("direction", () => {
  test("useDirection is ltr without a provider", async () => {
    const screen = await render(<ShowDirection />);

    await expect.element(screen.getByRole("status")).toHaveTextContent("ltr");
  });

  test("useDirection reads the nearest DirectionProvider", async () => {
    const screen = await render(
      <DirectionProvider dir="rtl">
        <ShowDirection />
        <DirectionProvider dir="ltr">
          <span data-testid="nested">
            <ShowDirection />
          </span>
        </DirectionProvider>
      </DirectionProvider>,
    );

    await expect.element(screen.getByRole("status").first()).toHaveTextContent("rtl");
    await expect.element(screen.getByTestId("nested")).toHaveTextContent("ltr");
  });

  test("a local direction wins over the provider", async () => {
    const screen = await render(
      <DirectionProvider dir="rtl">
        <ShowDirection localDir="ltr" />
      </DirectionProvider>,
    );

    await expect.element(screen.getByRole("status")).toHaveTextContent("ltr");
  });
});
