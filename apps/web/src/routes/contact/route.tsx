import { ContactPage } from "./contact-page.tsx";

export const Component = ContactPage;
