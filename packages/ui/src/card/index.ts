export { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.tsx";
export type {
  CardBodyProps,
  CardDescriptionProps,
  CardFooterProps,
  CardHeaderProps,
  CardProps,
  CardTitleLevel,
  CardTitleProps,
} from "./card.tsx";
