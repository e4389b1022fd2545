import { useState } from "react";
import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { StoryFrame } from "../layout/story-frame.tsx";
import { localize } from "../storybook/locale.ts";
import { Toast, ToastProvider, ToastViewport } from "./toast.tsx";
import type { ToastProps, ToastVariant } from "./toast.tsx";

type Globals = Record<string, unknown> | undefined;

const texts = {
  ar: {
    provider: "إشعار",
    viewport: "الإشعارات ({hotkey})",
    close: "إغلاق",
    show: "حفظ المسودة",
    undo: "تراجع",
    undoAlt: "يمكنك استعادة الكتاب من قائمة الكتب المحذوفة",
    success: { title: "حُفظت المسودة", description: "يمكنك إكمال طلب المشاركة لاحقًا." },
    error: {
      title: "تعذّر رفع قائمة الكتب",
      description: "الملف ليس بصيغة النموذج. حمّل النموذج وأعد المحاولة.",
    },
    info: { title: "بانتظار موافقة الإدارة", description: "سنرسل لك إشعارًا عند مراجعة الطلب." },
    removed: { title: "حُذف الكتاب", description: "«رحلة إلى الضوء»" },
  },
  en: {
    provider: "Notification",
    viewport: "Notifications ({hotkey})",
    close: "Close",
    show: "Save draft",
    undo: "Undo",
    undoAlt: "You can restore the book from the deleted books list",
    success: {
      title: "Draft saved",
      description: "You can finish the participation request later.",
    },
    error: {
      title: "The book list could not be uploaded",
      description: "The file does not follow the template. Download the template and try again.",
    },
    info: {
      title: "Waiting for the administration's approval",
      description: "We will notify you when the request is reviewed.",
    },
    removed: { title: "Book deleted", description: "“Journey to the Light”" },
  },
};

/** A window with its own toast viewport, at the inline-end bottom corner. */
function ToastFrame({
  globals,
  height = 200,
  children,
}: {
  globals: Globals;
  height?: number;
  children: ReactNode;
}) {
  const t = localize(texts, globals);
  return (
    <StoryFrame width={480} height={height} className="bg-slate-50">
      {() => (
        <ToastProvider label={t.provider}>
          {children}
          <ToastViewport label={t.viewport} />
        </ToastProvider>
      )}
    </StoryFrame>
  );
}

function StoryToast({
  globals,
  variant,
  ...props
}: Partial<ToastProps> & { globals: Globals; variant: ToastVariant }) {
  const t = localize(texts, globals);
  return (
    <Toast
      variant={variant}
      title={t[variant].title}
      description={t[variant].description}
      closeLabel={t.close}
      // Stories keep their toasts: a timer would make screenshots racy.
      duration={Infinity}
      defaultOpen
      {...props}
    />
  );
}

function Playground({ globals, ...props }: Partial<ToastProps> & { globals: Globals }) {
  const t = localize(texts, globals);
  const [count, setCount] = useState(0);
  return (
    <div className="p-4">
      <Button onClick={() => setCount((value) => value + 1)}>{t.show}</Button>
      {Array.from({ length: count }, (_, index) => (
        <Toast
          key={index}
          variant="success"
          title={t.success.title}
          description={t.success.description}
          closeLabel={t.close}
          defaultOpen
          {...props}
        />
      ))}
    </div>
  );
}

const meta = {
  title: "Components/Toast",
  component: Toast,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Short notices (Radix toast). Put one `ToastProvider` (its `label` prefixes each " +
          "announcement; `duration`, 5000 ms) and one `ToastViewport` (at the inline-end bottom " +
          "corner) in the app, then render `Toast`s: `variant` success/error/info (each with its " +
          "own icon), `title`, `description`, an optional `action` with `altText`, a close button " +
          "named by `closeLabel`, and `duration`. Errors are announced assertively, the rest " +
          "politely. Toasts are swiped away towards the inline end, the side they sit on.",
      },
    },
  },
  args: { title: "", onOpenChange: fn() },
  render: ({ title: _title, ...args }, { globals }) => (
    <ToastFrame globals={globals}>
      <StoryToast globals={globals} variant="success" {...args} />
    </ToastFrame>
  ),
} satisfies Meta<typeof Toast>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorVariant: Story = {
  name: "Error",
  render: ({ title: _title, ...args }, { globals }) => (
    <ToastFrame globals={globals}>
      <StoryToast globals={globals} variant="error" {...args} />
    </ToastFrame>
  ),
};

export const Info: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <ToastFrame globals={globals}>
      <StoryToast globals={globals} variant="info" {...args} />
    </ToastFrame>
  ),
};

export const WithAction: Story = {
  render: ({ title: _title, ...args }, { globals }) => {
    const t = localize(texts, globals);
    return (
      <ToastFrame globals={globals}>
        <StoryToast
          globals={globals}
          variant="info"
          title={t.removed.title}
          description={t.removed.description}
          action={{ label: t.undo, altText: t.undoAlt, onClick: () => {} }}
          {...args}
        />
      </ToastFrame>
    );
  },
};

export const Interactive: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <ToastFrame globals={globals} height={240}>
      <Playground globals={globals} {...args} />
    </ToastFrame>
  ),
};

export const AllStates: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <ToastFrame globals={globals} height={420}>
      {(["success", "error", "info"] as const).map((variant) => (
        <StoryToast key={variant} globals={globals} variant={variant} {...args} />
      ))}
    </ToastFrame>
  ),
};
