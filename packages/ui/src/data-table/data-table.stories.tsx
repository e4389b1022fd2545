import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "../button/index.ts";
import { EmptyState } from "../empty-state/index.ts";
import { StatusBadge, statusTone } from "../status-badge/index.ts";
import { localize } from "../storybook/locale.ts";
import { DataTable } from "./data-table.tsx";
import type { DataTableColumn, DataTableProps, DataTableSort } from "./data-table.tsx";

type Globals = Record<string, unknown> | undefined;

type Book = {
  id: string;
  title: { ar: string; en: string };
  author: { ar: string; en: string };
  isbn: string;
  price: number;
  status: "approved" | "pending" | "rejected" | "draft" | "changes_requested";
};

const books: Book[] = [
  {
    id: "1",
    title: { ar: "رحلة إلى الضوء", en: "Journey to the Light" },
    author: { ar: "منى الحربي", en: "Mona Alharbi" },
    isbn: "978-603-91234-0-1",
    price: 45,
    status: "approved",
  },
  {
    id: "2",
    title: { ar: "تاريخ الورّاقين", en: "A History of the Copyists" },
    author: { ar: "خالد الزهراني", en: "Khalid Alzahrani" },
    isbn: "978-603-91234-1-8",
    price: 60,
    status: "pending",
  },
  {
    id: "3",
    title: { ar: "حكايات الصحراء", en: "Desert Tales" },
    author: { ar: "نورة القحطاني", en: "Noura Alqahtani" },
    isbn: "978-603-91234-2-5",
    price: 35,
    status: "changes_requested",
  },
  {
    id: "4",
    title: { ar: "مدن من ورق", en: "Paper Cities" },
    author: { ar: "فهد الشمري", en: "Fahad Alshammari" },
    isbn: "978-603-91234-3-2",
    price: 52.5,
    status: "rejected",
  },
  {
    id: "5",
    title: { ar: "البحر والنخلة", en: "The Sea and the Palm" },
    author: { ar: "ريم العنزي", en: "Reem Alanazi" },
    isbn: "978-603-91234-4-9",
    price: 40,
    status: "draft",
  },
  {
    id: "6",
    title: { ar: "أصوات الخط", en: "Voices of Calligraphy" },
    author: { ar: "سلمان الدوسري", en: "Salman Aldosari" },
    isbn: "978-603-91234-5-6",
    price: 75,
    status: "approved",
  },
  {
    id: "7",
    title: { ar: "قهوة الصباح", en: "Morning Coffee" },
    author: { ar: "هند المطيري", en: "Hind Almutairi" },
    isbn: "978-603-91234-6-3",
    price: 30,
    status: "approved",
  },
];

const texts = {
  ar: {
    caption: "كتب دار النشر",
    columns: {
      title: "عنوان الكتاب",
      author: "اسم المؤلف",
      isbn: "ردمك",
      price: "السعر",
      status: "الحالة",
    },
    currency: "ر.س",
    statuses: {
      approved: "مقبول",
      pending: "قيد المراجعة",
      rejected: "مرفوض",
      draft: "مسودة",
      changes_requested: "مطلوب تعديلات",
    },
    previous: "السابق",
    next: "التالي",
    page: "الصفحة {page} من {pages}",
    pagination: "التنقل بين الصفحات",
    loading: "جارٍ التحميل…",
    retry: "إعادة المحاولة",
    error: "تعذّر تحميل الكتب. تحقّق من اتصالك وأعد المحاولة.",
    emptyTitle: "لا توجد كتب بعد",
    emptyDescription: "أضف كتب دار النشر أو ارفع قائمة الكتب باستخدام النموذج.",
    emptyAction: "إضافة كتاب",
  },
  en: {
    caption: "Publishing house books",
    columns: { title: "Title", author: "Author", isbn: "ISBN", price: "Price", status: "Status" },
    currency: "SAR",
    statuses: {
      approved: "Approved",
      pending: "Pending review",
      rejected: "Rejected",
      draft: "Draft",
      changes_requested: "Changes requested",
    },
    previous: "Previous",
    next: "Next",
    page: "Page {page} of {pages}",
    pagination: "Pagination",
    loading: "Loading…",
    retry: "Retry",
    error: "The books could not be loaded. Check your connection and try again.",
    emptyTitle: "No books yet",
    emptyDescription: "Add your publishing house's books or upload a book list using the template.",
    emptyAction: "Add a book",
  },
};

function bookColumns(globals: Globals): DataTableColumn<Book>[] {
  const t = localize(texts, globals);
  const locale = globals?.["locale"] === "en" ? "en" : "ar";
  return [
    {
      id: "title",
      header: t.columns.title,
      cell: (book) => book.title[locale],
      isSortable: true,
      isRowHeader: true,
    },
    { id: "author", header: t.columns.author, cell: (book) => book.author[locale] },
    {
      id: "isbn",
      header: t.columns.isbn,
      cell: (book) => (
        <span dir="ltr" className="font-mono text-xs whitespace-nowrap">
          {book.isbn}
        </span>
      ),
    },
    {
      id: "price",
      header: t.columns.price,
      align: "end",
      isSortable: true,
      cell: (book) => `${book.price.toFixed(2)} ${t.currency}`,
    },
    {
      id: "status",
      header: t.columns.status,
      cell: (book) => (
        <StatusBadge
          status={book.status}
          tone={statusTone(book.status)}
          label={t.statuses[book.status]}
        />
      ),
    },
  ];
}

function sortBooks(rows: Book[], sort: DataTableSort | null, locale: "ar" | "en"): Book[] {
  if (!sort) return rows;
  const factor = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) =>
    sort.column === "price"
      ? (a.price - b.price) * factor
      : a.title[locale].localeCompare(b.title[locale], locale) * factor,
  );
}

type TableArgs = Partial<DataTableProps<Book>>;

function textProps(globals: Globals) {
  const t = localize(texts, globals);
  return {
    caption: t.caption,
    previousLabel: t.previous,
    nextLabel: t.next,
    pageLabel: t.page,
    paginationLabel: t.pagination,
    loadingLabel: t.loading,
    retryLabel: t.retry,
  };
}

function StoryEmpty({ globals }: { globals: Globals }) {
  const t = localize(texts, globals);
  return (
    <EmptyState
      headingLevel={3}
      title={t.emptyTitle}
      description={t.emptyDescription}
      action={<Button>{t.emptyAction}</Button>}
    />
  );
}

/** Sorting and paging over the sample books, starting from a fixed state. */
function InteractiveTable({
  globals,
  initialSort = { column: "title", direction: "ascending" },
  initialPage = 1,
  pageSize = 3,
  ...args
}: TableArgs & {
  globals: Globals;
  initialSort?: DataTableSort | null;
  initialPage?: number;
  pageSize?: number;
}) {
  const locale = globals?.["locale"] === "en" ? "en" : "ar";
  const [sort, setSort] = useState<DataTableSort | null>(initialSort);
  const [page, setPage] = useState(initialPage);
  const sorted = sortBooks(books, sort, locale);
  return (
    <DataTable
      {...textProps(globals)}
      columns={bookColumns(globals)}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      getRowId={(book) => book.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
        args.onSortChange?.(next);
      }}
      pagination={{
        page,
        pageSize,
        total: books.length,
        onPageChange: (next) => {
          setPage(next);
          args.pagination?.onPageChange(next);
        },
      }}
      {...args}
    />
  );
}

const frame = "w-[56rem]";

const meta = {
  title: "Components/DataTable",
  component: DataTable<Book>,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A table over `rows` with generic `columns` (`header`, `cell` render, `isSortable`, " +
          "`align` start/end, `isRowHeader`). Sorting is controlled: `sort` `{ column, direction }` " +
          "sets `aria-sort` on the header and `onSortChange` gets the next sort (ascending first, " +
          "then it flips). `pagination` (`page`, `pageSize`, `total`, `onPageChange`) adds " +
          "Previous/Next and 'Page {page} of {pages}' — every text is a prop and the arrows mirror " +
          "in Arabic. States, exposed as `data-state`: `isLoading` (skeleton rows, `aria-busy`), " +
          "`error` (message and `onRetry`), empty (`empty` slot, e.g. an EmptyState) and ready. " +
          "Layout follows the container's width: columns with `priority` low/medium drop under " +
          "64rem/48rem, `sticky` start/end keeps a title or actions column in view while the " +
          "table scrolls, and under 40rem rows become stacked cards (each line labelled by its " +
          "header or `cardLabel`). `rowHeight` gives skeleton rows the final height (no layout " +
          "shift). Empty and error states take the box outside the table, so they never scroll.",
      },
    },
  },
  args: {
    caption: "",
    columns: [],
    rows: [],
    getRowId: (book: Book) => book.id,
    onSortChange: fn(),
    onRetry: fn(),
  },
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <InteractiveTable globals={globals} {...args} />
    </div>
  ),
} satisfies Meta<typeof DataTable<Book>>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const SortedByPriceDescending: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <InteractiveTable
        globals={globals}
        initialSort={{ column: "price", direction: "descending" }}
        {...args}
      />
    </div>
  ),
};

export const LastPage: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <InteractiveTable globals={globals} initialPage={3} {...args} />
    </div>
  ),
};

export const WithCaption: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <InteractiveTable globals={globals} isCaptionVisible initialSort={null} {...args} />
    </div>
  ),
};

export const Loading: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <DataTable
        {...textProps(globals)}
        columns={bookColumns(globals)}
        rows={[]}
        isLoading
        pagination={{ page: 1, pageSize: 3, total: 0, onPageChange: () => {} }}
        {...args}
      />
    </div>
  ),
};

export const Empty: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <DataTable
        {...textProps(globals)}
        columns={bookColumns(globals)}
        rows={[]}
        empty={<StoryEmpty globals={globals} />}
        {...args}
      />
    </div>
  ),
};

export const ErrorState: Story = {
  name: "Error",
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className={frame}>
      <DataTable
        {...textProps(globals)}
        columns={bookColumns(globals)}
        rows={[]}
        error={localize(texts, globals).error}
        {...args}
      />
    </div>
  ),
};

export const Narrow: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className="w-[22rem]">
      <InteractiveTable globals={globals} {...args} />
    </div>
  ),
};

/** Narrower than 64rem: the low-priority author and ISBN columns drop; the actions stay in view. */
function prioritizedColumns(globals: Globals): DataTableColumn<Book>[] {
  const isArabic = globals?.["locale"] !== "en";
  return [
    ...bookColumns(globals).map((column) =>
      column.id === "author" || column.id === "isbn"
        ? { ...column, priority: "low" as const }
        : column.id === "price"
          ? { ...column, priority: "medium" as const }
          : column,
    ),
    {
      id: "actions",
      header: isArabic ? "الإجراءات" : "Actions",
      sticky: "end",
      cardLabel: false,
      cell: (book) => (
        <Button size="sm" variant="secondary">
          {isArabic ? "فتح" : "Open"}
          <span className="sr-only"> {book.title[isArabic ? "ar" : "en"]}</span>
        </Button>
      ),
    },
  ];
}

export const ColumnPriorities: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className="w-[50rem]">
      <InteractiveTable globals={globals} {...args} columns={prioritizedColumns(globals)} />
    </div>
  ),
};

export const StackedWithActions: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className="w-[22rem]">
      <InteractiveTable globals={globals} {...args} columns={prioritizedColumns(globals)} />
    </div>
  ),
};

export const StackedLoading: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => (
    <div className="w-[22rem]">
      <DataTable
        {...textProps(globals)}
        columns={prioritizedColumns(globals)}
        rows={[]}
        isLoading
        loadingRowCount={2}
        {...args}
      />
    </div>
  ),
};

export const AllStates: Story = {
  render: ({ caption: _caption, columns: _columns, rows: _rows, ...args }, { globals }) => {
    // Fewer columns, so the four states fit side by side.
    const columns = bookColumns(globals).filter((column) =>
      ["title", "price", "status"].includes(column.id),
    );
    const common = { ...textProps(globals), ...args, columns };
    return (
      <div className="grid w-[60rem] grid-cols-2 items-start gap-6">
        <InteractiveTable globals={globals} {...args} columns={columns} />
        <DataTable {...common} rows={[]} error={localize(texts, globals).error} />
        <DataTable
          {...common}
          rows={[]}
          isLoading
          pagination={{ page: 1, pageSize: 3, total: 0, onPageChange: () => {} }}
        />
        <DataTable {...common} rows={[]} empty={<StoryEmpty globals={globals} />} />
      </div>
    );
  },
};
