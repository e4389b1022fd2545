import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { StoryFrame } from "../layout/story-frame.tsx";
import { localize } from "../storybook/locale.ts";
import { Dialog, DialogClose } from "./dialog.tsx";
import type { DialogProps } from "./dialog.tsx";

type Globals = Record<string, unknown> | undefined;

const texts = {
  ar: {
    close: "إغلاق",
    cancel: "إلغاء",
    open: "إرسال طلب المشاركة",
    submit: {
      title: "إرسال طلب المشاركة",
      description: "راجع البيانات قبل الإرسال؛ لن تتمكن من تعديلها حتى تردّ الإدارة.",
      body: "سيُرسل طلب مشاركة دار رواق للنشر في معرض الرياض الدولي للكتاب مع 128 كتابًا وجناح واحد في المنطقة B.",
      action: "إرسال الطلب",
    },
    remove: {
      title: "حذف الكتاب؟",
      description: "سيُحذف «رحلة إلى الضوء» من قائمة الكتب. لا يمكن التراجع عن ذلك.",
      action: "حذف الكتاب",
    },
    notice: {
      title: "قبل إرسال الطرود",
      body: "بانتقالكم إلى الخطوة التالية فإنكم تقرّون بطباعة جميع الملصقات وتتعهدون بإلصاق كل ملصق على الطرد الخاص به وفق البيانات المدخلة، وفي حال المخالفة تتعرضون للإجراءات النظامية.",
      action: "أوافق، متابعة",
    },
  },
  en: {
    close: "Close",
    cancel: "Cancel",
    open: "Submit participation request",
    submit: {
      title: "Submit participation request",
      description:
        "Check the details before you submit; you cannot edit them until the administration replies.",
      body: "Rawaq Publishing House's participation request for the Riyadh International Book Fair will be sent with 128 books and one booth in zone B.",
      action: "Submit request",
    },
    remove: {
      title: "Delete the book?",
      description:
        "“Journey to the Light” will be removed from the book list. This cannot be undone.",
      action: "Delete book",
    },
    notice: {
      title: "Before you send the parcels",
      body: "By moving to the next step you confirm that you have printed all labels and undertake to stick each label on its own parcel as entered; a breach exposes you to the statutory procedures.",
      action: "I agree, continue",
    },
  },
};

/** A window with a dimmed placeholder page and the dialog open over it. */
function OpenDialogFrame({
  width = 640,
  height = 420,
  children,
}: {
  width?: number;
  height?: number;
  children: (container: HTMLElement) => ReactNode;
}) {
  return (
    <StoryFrame width={width} height={height} className="bg-slate-50">
      {(container) => (
        <>
          <div aria-hidden="true" className="flex flex-col gap-3 p-6">
            <div className="h-8 w-1/2 rounded bg-slate-200" />
            <div className="h-28 rounded bg-slate-200" />
            <div className="h-28 rounded bg-slate-200" />
          </div>
          {children(container)}
        </>
      )}
    </StoryFrame>
  );
}

type Variant = "submit" | "remove" | "notice";

function StoryDialog({
  globals,
  variant,
  ...props
}: Partial<DialogProps> & { globals: Globals; variant: Variant }) {
  const t = localize(texts, globals);
  const content = t[variant];
  return (
    <Dialog
      title={content.title}
      description={"description" in content ? content.description : undefined}
      closeLabel={t.close}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">{t.cancel}</Button>
          </DialogClose>
          <Button variant={variant === "remove" ? "danger" : "primary"}>{content.action}</Button>
        </>
      }
      {...props}
    >
      {"body" in content ? (
        <p className="text-sm leading-relaxed text-slate-800">{content.body}</p>
      ) : null}
    </Dialog>
  );
}

// Focus moves into the dialog on open; drop it so screenshots never depend on focus-visible.
function blurActiveElement() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog (Radix): `title`, optional `description`, the body as children, " +
          "`footer` actions (primary last, at the inline end; wrap a cancel button in " +
          "`DialogClose asChild`), a close button named by `closeLabel` ('Close'), and `size` " +
          "sm/md/lg. Focus is trapped inside; Escape and the backdrop close it; focus returns to " +
          "the `trigger`. The stories draw the window as a fixed-size frame.",
      },
      story: { inline: false, height: "480px" },
    },
  },
  args: { title: "", onOpenChange: fn() },
  render: ({ title: _title, ...args }, { globals }) => (
    <OpenDialogFrame>
      {(container) => (
        <StoryDialog
          globals={globals}
          variant="submit"
          defaultOpen
          container={container}
          {...args}
        />
      )}
    </OpenDialogFrame>
  ),
  play: blurActiveElement,
} satisfies Meta<typeof Dialog>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Small: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <OpenDialogFrame>
      {(container) => (
        <StoryDialog
          globals={globals}
          variant="remove"
          size="sm"
          defaultOpen
          container={container}
          {...args}
        />
      )}
    </OpenDialogFrame>
  ),
};

export const Large: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <OpenDialogFrame width={800}>
      {(container) => (
        <StoryDialog
          globals={globals}
          variant="notice"
          size="lg"
          defaultOpen
          container={container}
          {...args}
        />
      )}
    </OpenDialogFrame>
  ),
};

export const WithTrigger: Story = {
  parameters: { docs: { story: { inline: true } } },
  render: ({ title: _title, ...args }, { globals }) => (
    <StoryDialog
      globals={globals}
      variant="submit"
      trigger={<Button>{localize(texts, globals).open}</Button>}
      {...args}
    />
  ),
  play: undefined,
};

export const AllStates: Story = {
  parameters: { docs: { story: { inline: false, height: "780px" } } },
  render: ({ title: _title, ...args }, { globals }) => (
    <div className="flex flex-col gap-4">
      <div className="flex gap-4">
        {(["remove", "submit"] as const).map((variant) => (
          <OpenDialogFrame key={variant} width={480} height={340}>
            {(container) => (
              <StoryDialog
                globals={globals}
                variant={variant}
                size={variant === "remove" ? "sm" : "md"}
                defaultOpen
                container={container}
                {...args}
              />
            )}
          </OpenDialogFrame>
        ))}
      </div>
      <OpenDialogFrame width={976} height={340}>
        {(container) => (
          <StoryDialog
            globals={globals}
            variant="notice"
            size="lg"
            defaultOpen
            container={container}
            {...args}
          />
        )}
      </OpenDialogFrame>
    </div>
  ),
};
