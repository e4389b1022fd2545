import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/index.ts";
import { localize } from "../storybook/locale.ts";
import { AuthLayout } from "../auth-layout/auth-layout.tsx";
import type { AuthLayoutProps } from "../auth-layout/auth-layout.tsx";
import { StoryFrame } from "./story-frame.tsx";
import { Brand, LocaleSwitch } from "./story-fixtures.tsx";

type Globals = Record<string, unknown> | undefined;

const texts = {
  ar: {
    title: "تسجيل الدخول",
    description: "سجّل الدخول لمتابعة طلبات المشاركة في معرض الكتاب.",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submit: "تسجيل الدخول",
    noAccount: "ليس لديك حساب؟",
    signUp: "إنشاء حساب",
    contactTitle: "تواصل معنا",
    message: "رسالتك",
    send: "إرسال",
  },
  en: {
    title: "Log in",
    description: "Log in to follow your book fair participation requests.",
    email: "Email",
    password: "Password",
    submit: "Log in",
    noAccount: "No account yet?",
    signUp: "Sign up",
    contactTitle: "Contact us",
    message: "Your message",
    send: "Send",
  },
};

const fieldClass =
  "h-10 rounded-md border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700";

function LoginForm({ globals }: { globals: Globals }) {
  const t = localize(texts, globals);
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t.email}
        <input type="email" name="email" dir="ltr" className={fieldClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t.password}
        <input type="password" name="password" className={fieldClass} />
      </label>
      <Button type="submit">{t.submit}</Button>
    </form>
  );
}

function StoryAuthLayout({ globals, ...props }: Partial<AuthLayoutProps> & { globals: Globals }) {
  const t = localize(texts, globals);
  return (
    <AuthLayout
      brand={<Brand globals={globals} tone="light" />}
      localeSwitch={<LocaleSwitch globals={globals} tone="light" />}
      title={t.title}
      description={t.description}
      footer={
        <p>
          {t.noAccount}{" "}
          <a href="#signup" className="font-semibold text-white underline underline-offset-2">
            {t.signUp}
          </a>
        </p>
      }
      {...props}
    >
      {props.children ?? <LoginForm globals={globals} />}
    </AuthLayout>
  );
}

const meta = {
  title: "Layout/AuthLayout",
  component: AuthLayout,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The spec's “login layout” (login, signup, add organization, contact): a centred card " +
          "on the brand's background, with slots for the `brand`, the `localeSwitch` and a " +
          "`footer`; `title` is the page's h1. The stories draw the window as a fixed-size frame.",
      },
    },
  },
  args: { title: "" },
  render: ({ title: _title, ...args }, { globals }) => (
    <StoryFrame width={960} height={600}>
      {() => <StoryAuthLayout globals={globals} {...args} />}
    </StoryFrame>
  ),
} satisfies Meta<typeof AuthLayout>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const Compact: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <StoryFrame width={375} height={640}>
      {() => <StoryAuthLayout globals={globals} {...args} />}
    </StoryFrame>
  ),
};

export const WithoutChrome: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <StoryFrame width={640} height={440}>
        {() => (
          <AuthLayout {...args} title={t.contactTitle}>
            <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                {t.message}
                <textarea name="message" rows={3} className={`${fieldClass} h-auto py-2`} />
              </label>
              <Button type="submit">{t.send}</Button>
            </form>
          </AuthLayout>
        )}
      </StoryFrame>
    );
  },
};

export const AllStates: Story = {
  render: ({ title: _title, ...args }, { globals }) => (
    <div className="flex items-start gap-6">
      <StoryFrame width={560} height={600}>
        {() => <StoryAuthLayout globals={globals} {...args} />}
      </StoryFrame>
      <StoryFrame width={375} height={600}>
        {() => <StoryAuthLayout globals={globals} {...args} />}
      </StoryFrame>
    </div>
  ),
};
