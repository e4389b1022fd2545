import type { ComponentPropsWithRef } from "react";

/**
 * A bordered surface, composed from parts:
 *
 *   <Card>
 *     <CardHeader>
 *       <CardTitle>…</CardTitle>
 *       <CardDescription>…</CardDescription>
 *     </CardHeader>
 *     <CardBody>…</CardBody>
 *     <CardFooter>…</CardFooter>
 *   </Card>
 *
 * Every part is optional and takes its element's props; spacing lives in the parts, so a card
 * with only a body is as well padded as a full one.
 */
export type CardProps = ComponentPropsWithRef<"div">;

export function Card({ className, ...props }: CardProps) {
  return (
    <div
      {...props}
      data-slot="card"
      className={join(
        "flex flex-col rounded-lg border border-gray-200 bg-white text-start text-gray-900 shadow-sm",
        className,
      )}
    />
  );
}

export type CardHeaderProps = ComponentPropsWithRef<"div">;

export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      {...props}
      data-slot="card-header"
      className={join("flex flex-col gap-1 px-5 pt-5 last:pb-5", className)}
    />
  );
}

export type CardTitleLevel = "h2" | "h3" | "h4";

export type CardTitleProps = ComponentPropsWithRef<"h3"> & {
  /** The heading level that fits the page's outline; h2 (a section under the page's h1) by default. */
  as?: CardTitleLevel;
};

export function CardTitle({ as: Heading = "h2", className, ...props }: CardTitleProps) {
  return (
    <Heading
      {...props}
      data-slot="card-title"
      className={join("text-lg leading-snug font-bold", className)}
    />
  );
}

export type CardDescriptionProps = ComponentPropsWithRef<"p">;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p
      {...props}
      data-slot="card-description"
      className={join("text-sm text-gray-600", className)}
    />
  );
}

export type CardBodyProps = ComponentPropsWithRef<"div">;

export function CardBody({ className, ...props }: CardBodyProps) {
  return <div {...props} data-slot="card-body" className={join("px-5 py-5", className)} />;
}

export type CardFooterProps = ComponentPropsWithRef<"div">;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      {...props}
      data-slot="card-footer"
      className={join(
        "flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 px-5 py-4",
        className,
      )}
    />
  );
}

function join(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
