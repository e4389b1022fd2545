import { PaymentInformationPage } from "./payment-information-page.tsx";

export const Component = PaymentInformationPage;
