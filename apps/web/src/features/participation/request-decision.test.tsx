import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import type { ParticipationRequest } from "@rawaq/domain/participation";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { participationApi } from "../../lib/api.ts";
import { RequestDecision } from "./request-decision.tsx";

// The panel reads the request's id and requested area only.
const REQUEST = { id: "request-1", requested_area: 18 } as ParticipationRequest;

async function renderPanel(onDecided = vi.fn()) {
  await activateLocale("en");
  await render(
    <I18nProvider i18n={i18n}>
      <RequestDecision request={REQUEST} onDecided={onDecided} />
    </I18nProvider>,
  );
  return onDecided;
}

const areaField = () => page.getByRole("textbox", { name: "Approved area (m²)" });
const reasonField = () =>
  page.getByRole("textbox", { name: "Reason (for a rejection or for changes)" });

describe("the request decision panel (useForm, no catch of its own)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("approves with the area as a number and no reason", async () => {
    const decide = vi
      .spyOn(participationApi.admin, "decideRequest")
      .mockResolvedValue({ data: {}, message: "Approved." } as never);
    const onDecided = await renderPanel();
    await userEvent.fill(areaField(), "٢٤");

    await userEvent.click(page.getByRole("button", { name: "Approve" }));

    await vi.waitFor(() => expect(onDecided).toHaveBeenCalledWith("Approved."));
    expect(decide).toHaveBeenCalledExactlyOnceWith("request-1", {
      decision: "approve",
      approved_area: 24,
      reason: "",
    });
  });

  test("a 422 on the reason lands on the reason, focused, the answer's message unsaid", async () => {
    const decide = vi.spyOn(participationApi.admin, "decideRequest").mockRejectedValue(
      new ApiError(422, "The given data was invalid.", {
        reason: ["The field reason is required."],
      }),
    );
    const onDecided = await renderPanel();

    await userEvent.click(page.getByRole("button", { name: "Reject" }));

    await expect
      .element(reasonField())
      .toHaveAccessibleDescription(/The field reason is required\./);
    await expect.element(reasonField()).toHaveFocus();
    expect(document.body.textContent).not.toContain("The given data was invalid.");
    expect(decide).toHaveBeenCalledWith("request-1", {
      decision: "reject",
      approved_area: null,
      reason: "",
    });
    expect(onDecided).not.toHaveBeenCalled();
    // The area typed stays; the buttons are ready for the next attempt.
    await expect.element(areaField()).toHaveValue("18");
    await expect.element(page.getByRole("button", { name: "Reject" })).toBeEnabled();
  });

  test("a refusal that names no field is said above the fields", async () => {
    vi.spyOn(participationApi.admin, "decideRequest").mockRejectedValue(
      new ApiError(409, "The request was already decided."),
    );
    await renderPanel();

    await userEvent.click(page.getByRole("button", { name: "Ask for changes" }));

    await expect.element(page.getByText("The request was already decided.")).toBeInTheDocument();
  });
});
