import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { Button } from "../button/button.tsx";
import * as icons from "./index.ts";

const drawings = Object.entries(icons).filter(([name]) => name.endsWith("Icon"));

describe("icons", () => {
  test("every icon is decorative: hidden from assistive technology", async () => {
    const screen = await render(
      <div>
        {drawings.map(([name, Icon]) => (
          <span key={name} data-icon={name}>
            <Icon isCollapsed={false} />
          </span>
        ))}
      </div>,
    );
    const svgs = screen.container.querySelectorAll("svg");

    expect(svgs).toHaveLength(drawings.length);
    for (const svg of svgs) expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  test("arrows turn around in RTL, a download does not", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const screen = await render(
        <div dir={dir}>
          <icons.ArrowForwardIcon />
          <icons.ArrowBackIcon />
          <icons.DownloadIcon />
        </div>,
      );
      const [forward, back, download] = [...screen.container.querySelectorAll("svg")].map(
        (svg) => getComputedStyle(svg).scale,
      );
      const mirrored = "-1 1";
      if (dir === "rtl") {
        expect(forward).toBe(mirrored);
        expect(back).toBe(mirrored);
      } else {
        expect(forward).not.toBe(mirrored);
        expect(back).not.toBe(mirrored);
      }
      expect(download).not.toBe(mirrored);
      await screen.unmount();
    }
  });

  test("an icon is text-sized alone and fills a Button's icon box", async () => {
    const screen = await render(
      <div>
        <icons.DownloadIcon />
        <Button leadingIcon={<icons.DownloadIcon />}>Export</Button>
      </div>,
    );
    const [alone, inButton] = [...screen.container.querySelectorAll("svg")].map(
      (svg) => svg.getBoundingClientRect().width,
    );

    expect(alone).toBe(16);
    expect(inButton).toBe(20);
  });
});
