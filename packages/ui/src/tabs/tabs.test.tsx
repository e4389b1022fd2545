import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { DirectionProvider } from "../direction/index.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";
import type { TabsProps } from "./tabs.tsx";

function ThreeTabs({
  dir = "ltr",
  keepMounted = false,
  ...props
}: TabsProps & { dir?: "ltr" | "rtl"; keepMounted?: boolean }) {
  return (
    <DirectionProvider dir={dir}>
      <div dir={dir}>
        <Tabs defaultValue="one" {...props}>
          <TabsList label="How to add books">
            <TabsTrigger value="one">One book</TabsTrigger>
            <TabsTrigger value="upload">Upload</TabsTrigger>
            <TabsTrigger value="later" disabled>
              Later
            </TabsTrigger>
            <TabsTrigger value="last">Last</TabsTrigger>
          </TabsList>
          {["one", "upload", "later", "last"].map((value) => (
            <TabsContent key={value} value={value} keepMounted={keepMounted}>
              <label>
                Field {value}
                <input />
              </label>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </DirectionProvider>
  );
}

const tab = (name: string) => page.getByRole("tab", { name });

describe("Tabs", () => {
  test("a named tablist whose tabs control their panels, with data-state", async () => {
    await render(<ThreeTabs />);

    await expect.element(page.getByRole("tablist", { name: "How to add books" })).toBeVisible();
    await expect.element(tab("One book")).toHaveAttribute("aria-selected", "true");
    await expect.element(tab("One book")).toHaveAttribute("data-state", "active");
    await expect.element(tab("Upload")).toHaveAttribute("data-state", "inactive");
    const panel = page.getByRole("tabpanel");
    await expect.element(panel).toHaveAccessibleName("One book");
    await expect.element(panel).toHaveAttribute("data-state", "active");

    await userEvent.click(tab("Upload"));
    await expect.element(tab("Upload")).toHaveAttribute("aria-selected", "true");
    await expect.element(page.getByRole("tabpanel")).toHaveAccessibleName("Upload");
  });

  test("arrows follow the reading direction, skip a disabled tab, and wrap; Home and End jump", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const onValueChange = vi.fn();
      const screen = await render(<ThreeTabs dir={dir} onValueChange={onValueChange} />);
      const next = dir === "rtl" ? "{ArrowLeft}" : "{ArrowRight}";
      const previous = dir === "rtl" ? "{ArrowRight}" : "{ArrowLeft}";

      await userEvent.keyboard("{Tab}");
      await expect.element(tab("One book")).toHaveFocus();
      await userEvent.keyboard(next);
      await expect.element(tab("Upload")).toHaveFocus();
      await expect.element(tab("Upload")).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard(next);
      await expect.element(tab("Last")).toHaveFocus();
      await userEvent.keyboard(next);
      await expect.element(tab("One book")).toHaveFocus();
      await userEvent.keyboard(previous);
      await expect.element(tab("Last")).toHaveFocus();
      await userEvent.keyboard("{Home}");
      await expect.element(tab("One book")).toHaveFocus();
      await userEvent.keyboard("{End}");
      await expect.element(tab("Last")).toHaveFocus();
      expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
        "upload",
        "last",
        "one",
        "last",
        "one",
        "last",
      ]);
      await screen.unmount();
    }
  });

  test("the list is one tab stop: Tab leaves it for the panel", async () => {
    await render(<ThreeTabs defaultValue="upload" />);

    await userEvent.keyboard("{Tab}");
    await expect.element(tab("Upload")).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    await expect.element(page.getByRole("tabpanel")).toHaveFocus();
  });

  test("a keyboard-focused tab shows a visible outline", async () => {
    await render(<ThreeTabs />);

    await userEvent.keyboard("{Tab}");

    const style = getComputedStyle(tab("One book").element());
    expect(style.outlineStyle).toBe("solid");
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test("controlled: the owner decides the tab (as a URL would)", async () => {
    function Controlled() {
      const [value, setValue] = useState("upload");
      return (
        <>
          <output>{value}</output>
          <ThreeTabs value={value} onValueChange={setValue} />
        </>
      );
    }
    await render(<Controlled />);

    await expect.element(tab("Upload")).toHaveAttribute("aria-selected", "true");
    await userEvent.click(tab("One book"));
    await expect.element(page.getByRole("status")).toHaveTextContent("one");
  });

  test("keepMounted keeps what a hidden panel holds; without it the panel is unmounted", async () => {
    for (const keepMounted of [true, false]) {
      const screen = await render(<ThreeTabs keepMounted={keepMounted} />);
      await userEvent.fill(page.getByLabelText("Field one"), "Half-typed title");

      await userEvent.click(tab("Upload"));
      if (keepMounted) await expect.element(page.getByLabelText("Field one")).not.toBeVisible();
      else await expect.element(page.getByLabelText("Field one")).not.toBeInTheDocument();
      await userEvent.click(tab("One book"));

      await expect
        .element(page.getByLabelText("Field one"))
        .toHaveValue(keepMounted ? "Half-typed title" : "");
      await screen.unmount();
    }
  });
});
