import type { FloorPlanBooth } from "./hall.tsx";

// Story-only sample hall and texts shared by the viewer's and the editor's stories.

export const planTexts = {
  ar: {
    plan: "مخطط القاعة الرئيسية",
    legend: "دليل الألوان",
    states: { available: "متاح", held: "محجوز مؤقتًا", confirmed: "مؤكد", blocked: "مغلق" },
    mine: "جناحكم",
    add: "إضافة جناح",
    block: "إغلاق الجناح",
    remove: "حذف الجناح",
    undo: "تراجع",
    editHelp:
      "الأسهم للتحريك، Shift مع الأسهم لتغيير الحجم، B للإغلاق، Delete للحذف، Escape لإلغاء التحديد.",
  },
  en: {
    plan: "Floor plan of the main hall",
    legend: "Legend",
    states: { available: "Available", held: "Held", confirmed: "Confirmed", blocked: "Blocked" },
    mine: "Your booth",
    add: "Add a booth",
    block: "Block the booth",
    remove: "Remove the booth",
    undo: "Undo",
    editHelp: "Arrows move, Shift+arrows resize, B blocks, Delete removes, Escape lets go.",
  },
};

/** A small hall: two rows of booths in every state, and an island at the east wall. */
export const sampleHall: FloorPlanBooth[] = [
  ...Array.from({ length: 6 }, (_, index) => ({
    id: `a${index}`,
    code: `A-${index + 1}`,
    x: 1 + index * 3,
    y: 1,
    width: 3,
    height: 3,
    state: (["available", "held", "confirmed", "blocked", "available", "available"] as const)[
      index
    ]!,
    isMine: index === 2,
  })),
  ...Array.from({ length: 6 }, (_, index) => ({
    id: `b${index}`,
    code: `A-${index + 7}`,
    x: 1 + index * 3,
    y: 6,
    width: 3,
    height: 3,
    state: index === 4 ? ("held" as const) : ("available" as const),
  })),
  { id: "i1", code: "A-I1", x: 21, y: 2, width: 5, height: 6, state: "available" },
];
