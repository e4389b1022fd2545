import { createBrowserRouter } from "react-router-dom";
import { LocaleRedirect, LocaleRoot } from "./routes/locale-root.tsx";

// Every page is a lazy route module: the first page downloads only its own code.
export const router = createBrowserRouter([
  { path: "/", element: <LocaleRedirect /> },
  {
    path: "/:locale",
    element: <LocaleRoot />,
    children: [
      { index: true, lazy: () => import("./routes/home/route.tsx") },
      { path: "*", lazy: () => import("./routes/not-found/route.tsx") },
    ],
  },
]);
