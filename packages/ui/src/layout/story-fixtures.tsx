import { useState } from "react";
import type { ReactNode } from "react";
import { localize, storyLocale } from "../storybook/locale.ts";
import { Menu, MenuGroup, MenuItem } from "./menu.tsx";
import type { RenderMenuLink } from "./menu.tsx";
import { ViewToggle } from "./view-toggle.tsx";
import type { ViewMode } from "./view-toggle.tsx";

// Story-only sample chrome shared by the layout stories: brand, menu, locale switch, user menu.

type Globals = Record<string, unknown> | undefined;

export const layoutTexts = {
  ar: {
    brand: "رواق",
    nav: "القائمة الرئيسية",
    groups: { participation: "المشاركة", organization: "الجهة" },
    items: {
      home: "الرئيسية",
      requests: "طلباتي",
      reservation: "حجز الجناح",
      shipments: "شحناتي",
      organization: "بيانات الجهة",
      books: "الكتب",
      products: "المنتجات",
      payment: "بيانات الدفع",
    },
    pendingRequests: "3 طلبات بانتظار المراجعة",
    view: "نوع الحساب",
    personal: "الحساب الشخصي",
    organizationView: "حساب الجهة",
    locale: "English",
    account: "قائمة الحساب",
    menu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    collapse: "طي القائمة الجانبية",
    expand: "توسيع القائمة الجانبية",
    skip: "الانتقال إلى المحتوى",
    copyright: "© 2026 رواق. جميع الحقوق محفوظة.",
    links: { contact: "تواصل معنا", privacy: "سياسة الخصوصية" },
    footerNav: "روابط التذييل",
    pageTitle: "الرئيسية",
    pageLead: "مرحبًا بك في بوابة العارضين. تابع طلبات المشاركة وحجز الجناح والشحنات من هنا.",
    cards: [
      { title: "طلبات المشاركة", value: "3" },
      { title: "الكتب", value: "128" },
      { title: "الطرود", value: "12" },
    ],
  },
  en: {
    brand: "Rawaq",
    nav: "Main menu",
    groups: { participation: "Participation", organization: "Organization" },
    items: {
      home: "Home",
      requests: "My requests",
      reservation: "Reservation",
      shipments: "My shipments",
      organization: "Organization information",
      books: "Books",
      products: "Products",
      payment: "Payment information",
    },
    pendingRequests: "3 requests pending review",
    view: "Account view",
    personal: "Personal",
    organizationView: "Organization",
    locale: "العربية",
    account: "Account menu",
    menu: "Open menu",
    closeMenu: "Close menu",
    collapse: "Collapse sidebar",
    expand: "Expand sidebar",
    skip: "Skip to content",
    copyright: "© 2026 Rawaq. All rights reserved.",
    links: { contact: "Contact us", privacy: "Privacy policy" },
    footerNav: "Footer links",
    pageTitle: "Home",
    pageLead:
      "Welcome to the exhibitor portal. Follow your participation requests, booth and parcels here.",
    cards: [
      { title: "Participation requests", value: "3" },
      { title: "Books", value: "128" },
      { title: "Parcels", value: "12" },
    ],
  },
};

export function layoutT(globals: Globals) {
  return localize(layoutTexts, globals);
}

export function otherLocale(globals: Globals): "ar" | "en" {
  return storyLocale(globals) === "ar" ? "en" : "ar";
}

/** Stands in for the router's Link (which calls onClick, then navigates): stories stay put. */
export const storyLink: RenderMenuLink = ({ onClick, ...props }) => (
  <a
    {...props}
    onClick={(event) => {
      onClick(event);
      event.preventDefault();
    }}
  />
);

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      {children}
    </svg>
  );
}

export const menuIcons = {
  home: (
    <Icon>
      <path d="M3.5 9 10 3.5 16.5 9v7.5h-4.5v-4.5h-4v4.5H3.5Z" />
    </Icon>
  ),
  requests: (
    <Icon>
      <path d="M5 3.5h7l3 3v10H5Z" />
      <path d="M8 10h4M8 13h4" />
    </Icon>
  ),
  reservation: (
    <Icon>
      <rect x="3.5" y="3.5" width="13" height="13" rx="1.5" />
      <path d="M3.5 10h13M10 3.5v13" />
    </Icon>
  ),
  shipments: (
    <Icon>
      <path d="M2.5 5.5h9v8h-9ZM11.5 8.5h3l3 3v2h-6Z" />
      <circle cx="6" cy="15" r="1.5" />
      <circle cx="14.5" cy="15" r="1.5" />
    </Icon>
  ),
  organization: (
    <Icon>
      <path d="M4 16.5v-12h8v12M12 8.5h4v8M2.5 16.5h15M7 7.5h2M7 10.5h2M7 13.5h2" />
    </Icon>
  ),
  books: (
    <Icon>
      <path d="M4 15.5V4.5A1.5 1.5 0 0 1 5.5 3H16v12H5.5A1.5 1.5 0 0 0 4 16.5 1.5 1.5 0 0 0 5.5 18H16" />
    </Icon>
  ),
  products: (
    <Icon>
      <path d="m10 2.5 6.5 3.5v8L10 17.5 3.5 14V6Z" />
      <path d="M3.5 6 10 9.5 16.5 6M10 9.5v8" />
    </Icon>
  ),
  payment: (
    <Icon>
      <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
      <path d="M2.5 8h15M5.5 12.5h3" />
    </Icon>
  ),
};

export function StoryMenu({ globals, active = "home" }: { globals: Globals; active?: string }) {
  const t = layoutT(globals);
  const item = (key: keyof typeof menuIcons, href: string, extra: object = {}) => (
    <MenuItem
      href={href}
      label={t.items[key]}
      icon={menuIcons[key]}
      isActive={active === key}
      {...extra}
    />
  );
  return (
    <Menu renderLink={storyLink}>
      <MenuGroup title={t.groups.participation}>
        {item("home", "/")}
        {item("requests", "/my-requests", { badge: 3, badgeLabel: t.pendingRequests })}
        {item("reservation", "/reservation")}
        {item("shipments", "/shipment")}
      </MenuGroup>
      <MenuGroup title={t.groups.organization}>
        {item("organization", "/my-organization")}
        {item("books", "/books")}
        {item("products", "/products")}
        {item("payment", "/payment-information")}
      </MenuGroup>
    </Menu>
  );
}

export function Brand({ globals, tone = "dark" }: { globals: Globals; tone?: "dark" | "light" }) {
  const t = layoutT(globals);
  return (
    <span
      className={[
        "inline-flex items-center gap-2 text-lg font-bold",
        tone === "light" ? "text-white" : "text-brand-800",
      ].join(" ")}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
        <rect width="24" height="24" rx="6" fill={tone === "light" ? "#fff" : "#146254"} />
        <path
          d="M7 17V7.5h5a3 3 0 0 1 0 6H7m5 0 4.5 3.5"
          fill="none"
          stroke={tone === "light" ? "#146254" : "#fff"}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t.brand}
    </span>
  );
}

export function LocaleSwitch({
  globals,
  tone = "dark",
}: {
  globals: Globals;
  tone?: "dark" | "light";
}) {
  const t = layoutT(globals);
  return (
    <button
      type="button"
      lang={otherLocale(globals)}
      className={[
        "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700",
        tone === "light"
          ? "border border-white/40 text-white hover:bg-white/10"
          : "border border-slate-300 text-slate-800 hover:bg-slate-50",
      ].join(" ")}
    >
      {t.locale}
    </button>
  );
}

export function UserMenu({ globals }: { globals: Globals }) {
  const t = layoutT(globals);
  return (
    <button
      type="button"
      aria-label={t.account}
      title={t.account}
      className="inline-flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">{storyLocale(globals) === "ar" ? "س" : "S"}</span>
    </button>
  );
}

export function StoryViewToggle({
  globals,
  initial = "personal",
}: {
  globals: Globals;
  initial?: ViewMode;
}) {
  const t = layoutT(globals);
  const [value, setValue] = useState<ViewMode>(initial);
  return (
    <ViewToggle
      value={value}
      onValueChange={setValue}
      label={t.view}
      personalLabel={t.personal}
      organizationLabel={t.organizationView}
    />
  );
}

export function SamplePage({ globals }: { globals: Globals }) {
  const t = layoutT(globals);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t.pageTitle}</h1>
      <p className="max-w-prose text-sm text-slate-700">{t.pageLead}</p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {t.cards.map((card) => (
          <div key={card.title} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">{card.title}</p>
            <p className="mt-1 text-2xl font-bold text-brand-800">{card.value}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
