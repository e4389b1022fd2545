import { Trans, useLingui } from "@lingui/react/macro";
import type { GuideEvent } from "@rawaq/domain/guide";
import type { RenderContext } from "../guide-page.ts";
import { GuideDocument, SearchBox } from "../components/frame.tsx";

/** A guide address that shows nothing: an unknown title or house, or no guide published yet. */
export function NotFoundPage({
  event,
  context,
}: {
  event: GuideEvent | null;
  context: RenderContext;
}) {
  const { t } = useLingui();
  return (
    <GuideDocument
      context={context}
      event={event}
      section={null}
      head={{
        title: t`Not found`,
        description: t`This page of the book fair guide does not exist.`,
        noindex: true,
      }}
    >
      <h1 className="text-2xl font-bold">
        <Trans>Not found</Trans>
      </h1>
      {event ? (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>This title or exhibitor is not in the guide. Search the guide instead:</Trans>
          </p>
          <div className="mt-4">
            <SearchBox q="" />
          </div>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          <Trans>
            The fair's guide has not been published yet. Come back closer to the opening.
          </Trans>
        </p>
      )}
    </GuideDocument>
  );
}
