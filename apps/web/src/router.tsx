import { createBrowserRouter } from "react-router-dom";
import { routes } from "./router/routes.tsx";

export const router = createBrowserRouter(routes);
