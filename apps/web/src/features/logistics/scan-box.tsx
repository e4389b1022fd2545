import { Trans, useLingui } from "@lingui/react/macro";
import { type Parcel, type ParcelStatus } from "@rawaq/domain/logistics";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { useLogisticsWords } from "./logistics-words.ts";
import { useRevalidateLogistics } from "./use-logistics.ts";

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

/**
 * The admin's scan box: a USB scanner types the code and Enter (the field keeps the focus), or
 * the device camera reads it where the browser offers BarcodeDetector. The parcel opens with its
 * next status, one button away.
 */
export function ScanBox() {
  const { i18n, t } = useLingui();
  const words = useLogisticsWords();
  const refresh = useRevalidateLogistics();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [found, setFound] = useState<{ parcel: Parcel; next: ParcelStatus | null } | null>(null);
  const [camera, setCamera] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const Detector = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;

  async function lookUp(value: string) {
    setFailure(null);
    try {
      const answer = await api.logistics.admin.scan(value);
      setFound({ parcel: answer.data.parcel, next: answer.data.next_status });
    } catch (error) {
      setFound(null);
      setFailure(failureMessage(error, i18n));
    }
    setCode("");
    input.current?.focus();
  }

  async function move() {
    if (!found?.next) return;
    setFailure(null);
    try {
      const answer = await api.logistics.admin.moveParcels([found.parcel.id], found.next);
      toast(answer.message ?? t`Saved.`);
      setFound(null);
      await refresh();
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    }
    input.current?.focus();
  }

  useEffect(() => {
    if (!camera || !Detector) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ["qr_code", "code_128"] });
    void (async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
      if (!video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      while (!stopped) {
        const [hit] = await detector.detect(video.current).catch(() => []);
        if (hit) {
          setCamera(false);
          await lookUp(hit.rawValue);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })().catch(() => setCamera(false));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [camera]);

  return (
    <section
      aria-labelledby="scan-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="scan-title" className="text-lg font-semibold">
        <Trans>Scan a parcel</Trans>
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void lookUp(code.trim());
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Parcel code</Trans>
          <input
            ref={input}
            dir="ltr"
            autoComplete="off"
            className="h-10 w-64 rounded-md border border-slate-300 px-3 font-mono"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <Button type="submit">
          <Trans>Look up</Trans>
        </Button>
        {Detector && (
          <Button type="button" variant="secondary" onClick={() => setCamera(!camera)}>
            {camera ? t`Stop the camera` : t`Use the camera`}
          </Button>
        )}
      </form>
      {camera && <video ref={video} className="max-h-64 w-full max-w-md" muted playsInline />}
      {failure && <Alert variant="danger">{failure}</Alert>}
      {found && (
        <div data-slot="scan-result" className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
          <p className="font-semibold">
            <span dir="ltr">{found.parcel.number}</span> —{" "}
            <bdi>{found.parcel.organization_name}</bdi>
          </p>
          <p className="text-sm">
            {t`Status: ${words.status(found.parcel.status)}`} ·{" "}
            {t`Destination: ${words.destination(found.parcel.destination) ?? "—"}`}
          </p>
          {found.next ? (
            <div>
              <Button onClick={() => void move()}>{t`Move to: ${words.status(found.next)}`}</Button>
            </div>
          ) : (
            <p className="text-sm">
              <Trans>This parcel has been delivered.</Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
